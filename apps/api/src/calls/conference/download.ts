import { conferenceConditions } from '../../db/queries/conferences';
import { conferenceExportTable } from '../../exports/conferenceExport';
import { exportFile } from '../../exports/exportFile';
import { rolesCall, STAFF_ROLES } from '../permissions';
import { defineCall } from '../types';

export const download = defineCall('conference.download', {
  permission: rolesCall(
    STAFF_ROLES,
    'SEG, CET, PRE or ADMIN; the same filter and sort as the list; CSV or PDF, streamed',
  ),
  handler: ({ query, type, sort }, context) =>
    exportFile(
      conferenceExportTable(context.database.db, { where: conferenceConditions(query), sort }),
      type,
      'Riunioni',
    ),
});
