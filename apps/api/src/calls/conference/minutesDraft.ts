import {
  MINUTES_DRAFT_COLUMNS,
  minutesDraftFileTitle,
  minutesDraftRows,
  minutesDraftTitle,
} from '@cet-portal/api-client/contract';
import { declarationsOn } from '../../conflicts/conflictRule';
import { loadMeeting } from '../../domain/meetings';
import { scopeOf } from '../../domain/requests';
import { exportFile } from '../../exports/exportFile';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

export const minutesDraft = defineCall('conference.minutesDraft', {
  rule: 'SEG or PRE; each request of the meeting with its rapporteur, outcome and declared conflicts of interest, CSV or PDF',
  handler: async ({ id, type }, context) => {
    const session = roleSessionOf(context);
    const { db } = context.database;
    const meeting = await loadMeeting(db, id, scopeOf(session));
    const declarations = await declarationsOn(
      db,
      meeting.requestsUsers.map((entry) => entry.request._id),
    );
    // One batch: a meeting's requests are already in memory.
    async function* rows() {
      yield [...minutesDraftRows(meeting, declarations)];
    }
    return exportFile(
      { title: minutesDraftTitle(meeting), columns: MINUTES_DRAFT_COLUMNS, rows: rows() },
      type,
      minutesDraftFileTitle(meeting),
    );
  },
});
