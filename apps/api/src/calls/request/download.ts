import { requestConditions } from '../../db/queries/requests';
import { scopeOf } from '../../domain/requests';
import { requestExportFile } from '../../exports/requestExport';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

export const download = defineCall('request.download', {
  rule: 'any role; the same filter and sort as the list, so RIC exports only its own or its company’s requests; CSV or PDF, streamed',
  handler: ({ query, type, sort, title = 'Lista Richieste' }, context) => {
    const scope = scopeOf(roleSessionOf(context));
    return requestExportFile(
      context.database.db,
      { where: requestConditions(query, scope), sort, title, withIntegrationDate: scope.role !== 'RIC' },
      type,
    );
  },
});
