import { meetingConditions } from '../../db/queries/conferences';
import { exportFile } from '../../exports/exportFile';
import { meetingExportTable } from '../../exports/meetingExport';
import { defineCall } from '../types';

export const download = defineCall('conference.download', {
  rule: 'SEG, CET, PRE or ADMIN; the same filter and sort as the list; CSV or PDF, streamed',
  handler: ({ query, type, sort }, context) =>
    exportFile(
      meetingExportTable(context.database.db, { where: meetingConditions(query), sort }),
      type,
      'Riunioni',
    ),
});
