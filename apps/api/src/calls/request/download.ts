import { requestConditions } from '../../db/queries/requests';
import { readScopeOf } from '../../domain/requests';
import { requestExportFile } from '../../exports/requestExport';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

export const download = defineCall('request.download', {
  rule: 'any role; the same filter and sort as the list, so RIC exports only its own or its company’s requests; CSV or PDF, streamed',
  handler: async ({ query, type, sort, title = 'Lista Richieste' }, context) => {
    const { db } = context.database;
    const scope = await readScopeOf(db, roleSessionOf(context));
    return requestExportFile(
      db,
      {
        where: requestConditions(query, scope),
        sort,
        title,
        withIntegrationDate: scope.role !== 'RIC',
        withheld: scope.withheld,
      },
      type,
    );
  },
});
