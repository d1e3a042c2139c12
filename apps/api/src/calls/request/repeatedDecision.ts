import type { LogOperation, RoleName } from '@cet-portal/api-client/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { RequestRow } from '../../db/queries/requests';
import { requestComments, requestLogs } from '../../db/schema';

export interface DecisionAttempt {
  operation: LogOperation;
  state: string;
  comment?: string | undefined;
  role: RoleName;
  fiscalCode: string;
  userId: string;
}

/**
 * True when the request already carries exactly this decision, as the last thing that happened to
 * it, by the same user in the same role: a second click (or a retried call) that would decide the
 * same thing again. The caller answers with the request as it is, so a decision acts once and the
 * repeated call is not refused as stale.
 */
export const isRepeatedDecision = async (
  db: Db,
  row: RequestRow,
  attempt: DecisionAttempt,
): Promise<boolean> => {
  if (row.state !== attempt.state) return false;
  const [last] = await db
    .select()
    .from(requestLogs)
    .where(eq(requestLogs.requestId, row.id))
    .orderBy(desc(requestLogs.date), desc(requestLogs.id))
    .limit(1);
  if (
    !last ||
    last.operation !== attempt.operation ||
    last.role !== attempt.role ||
    last.userFiscalCode !== attempt.fiscalCode
  )
    return false;
  if (!attempt.comment) return true;
  const [comment] = await db
    .select()
    .from(requestComments)
    .where(eq(requestComments.requestId, row.id))
    .orderBy(desc(requestComments.date), desc(requestComments.id))
    .limit(1);
  return comment?.body === attempt.comment && comment.userId === attempt.userId;
};
