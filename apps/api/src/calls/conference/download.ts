import { conferenceConditions } from '../../db/queries/conferences';
import { conferenceExportTable } from '../../exports/conferenceExport';
import { exportFile } from '../../exports/exportFile';
import { defineCall } from '../types';

export const download = defineCall('conference.download', {
  rule: 'SEG, CET, PRE or ADMIN; the same filter and sort as the list; CSV or PDF, streamed',
  handler: ({ query, type, sort }, context) =>
    exportFile(
      conferenceExportTable(context.database.db, { where: conferenceConditions(query), sort }),
      type,
      'Riunioni',
    ),
});
