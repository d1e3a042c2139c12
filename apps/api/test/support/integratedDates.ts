import { integratedDate, type RequestState } from '@cet-portal/api-client/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { requestLogs } from '../../src/db/schema';

/**
 * The contract's `integratedDate` of a stored request, over its logs as the database holds them: what
 * `requests.integrated` must equal, computed apart from the server's SQL.
 */
export const contractIntegratedDates = async (db: Db) => {
  const logs = await db.select().from(requestLogs).orderBy(asc(requestLogs.date), asc(requestLogs.id));
  return (request: { id: string; state: RequestState }): string | null =>
    integratedDate({
      state: request.state,
      logs: logs
        .filter((log) => log.requestId === request.id)
        .map((log) => ({
          operation: log.operation,
          role: log.role,
          user: log.userFiscalCode,
          date: log.date.toISOString(),
        })),
    });
};
