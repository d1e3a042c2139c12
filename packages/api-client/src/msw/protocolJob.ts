import { JOB_USER } from '../contract/enums';
import { protocolTarget } from '../contract/rules/stateMachine';
import { getMockDatabase } from './database';
import { appendLog } from './requestStore';
import { type MockDatabase, nextInstant, nextProtocol } from './store';

/**
 * The server's protocol job on the mocks' store: each request waiting for a protocol gets the next
 * number of its year and moves on, logged as the job (ADMIN, JOB). Storybook never runs it, so its
 * dataset keeps requests 'In attesa di protocollo'; a test runs it where the server's job would have.
 */
export const registerWaitingRequests = (db: MockDatabase = getMockDatabase()): number => {
  const job = db.users.find((user) => user.fiscalCode === JOB_USER);
  if (!job) return 0;
  let registered = 0;
  for (const request of db.requests) {
    const to = protocolTarget(request.state);
    if (!to) continue;
    const date = nextInstant(db);
    const year = new Date(date).getUTCFullYear();
    request.protocols.push({ protocol: nextProtocol(db, year), year, date });
    request.state = to;
    appendLog(request, 'PROTOCOL', { user: job, role: 'ADMIN' }, date);
    registered += 1;
  }
  return registered;
};
