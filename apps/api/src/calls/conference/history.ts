import { historyFileTitle, REFUSALS } from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import { notFound } from '../../core/refusal';
import { conferences } from '../../db/schema';
import { finishHistory } from '../../history/events';
import { historyPdf } from '../../history/historyPdf';
import { meetingHistoryEvents } from '../../history/meetingHistory';
import { roleSessionOf } from '../permissions';
import { type CallContext, defineCall } from '../types';

const historyOf = async (
  id: string,
  kinds: Parameters<typeof finishHistory>[2]['kinds'],
  context: CallContext,
) => {
  roleSessionOf(context);
  const { db } = context.database;
  const [meeting] = await db.select().from(conferences).where(eq(conferences.id, id));
  if (!meeting) throw notFound(REFUSALS.meetingNotFound);
  const history = await finishHistory(db, await meetingHistoryEvents(db, id), { isStaff: true, kinds });
  return { meeting, history };
};

export const history = defineCall('conference.history', {
  rule: 'SEG, PRE or ADMIN; newest first, optionally only some kinds',
  handler: async ({ id, kinds }, context) => (await historyOf(id, kinds, context)).history,
});

export const historyExport = defineCall('conference.historyExport', {
  rule: 'SEG, PRE or ADMIN; the same events as a PDF, streamed',
  handler: async ({ id, kinds }, context) => {
    const { meeting, history: events } = await historyOf(id, kinds, context);
    return historyPdf(
      `Cronologia della riunione «${meeting.subject}»`,
      historyFileTitle('riunione', meeting.subject),
      events.result,
    );
  },
});
