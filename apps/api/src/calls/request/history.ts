import { historyFileTitle, isStaff } from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import { requests } from '../../db/schema';
import { assertVisible, readScopeOf } from '../../domain/requests';
import { finishHistory } from '../../history/events';
import { historyPdf } from '../../history/historyPdf';
import { requestHistoryEvents } from '../../history/requestHistory';
import { roleSessionOf } from '../permissions';
import { type CallContext, defineCall } from '../types';

const RULE =
  'RIC (only its own or its company’s requests, 403 otherwise, and never the downloads), SEG, PRE or ADMIN';

const historyOf = async (
  id: string,
  kinds: Parameters<typeof finishHistory>[2]['kinds'],
  context: CallContext,
) => {
  const session = roleSessionOf(context);
  const { db } = context.database;
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  const scope = await readScopeOf(db, session);
  const request = assertVisible(row, scope);
  const events = await requestHistoryEvents(db, id, scope.withheld);
  const history = await finishHistory(db, events, { isStaff: isStaff(session.role), kinds });
  return { request, history };
};

export const history = defineCall('request.history', {
  rule: `${RULE}; newest first, optionally only some kinds`,
  handler: async ({ id, kinds }, context) => (await historyOf(id, kinds, context)).history,
});

export const historyExport = defineCall('request.historyExport', {
  rule: `${RULE}; the same events as a PDF, streamed`,
  handler: async ({ id, kinds }, context) => {
    const { request, history: events } = await historyOf(id, kinds, context);
    const name = request.identifier === null ? 'Non assegnato' : String(request.identifier);
    return historyPdf(
      `Cronologia della richiesta ${name}`,
      historyFileTitle('richiesta', request.identifier === null ? request.id : name),
      events.result,
    );
  },
});
