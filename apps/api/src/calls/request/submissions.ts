import { eq } from 'drizzle-orm';
import { requireRequest } from '../../db/queries/requests';
import { requests } from '../../db/schema';
import { compareSubmissions, listSubmissions } from '../../submissions/submissions';
import { roleSessionOf } from '../permissions';
import { type CallContext, defineCall } from '../types';
import { assertVisible, scopeOf } from './access';

const OWN_ONLY = 'any role; RIC only its own or its company’s requests (403 otherwise)';

const visibleRequest = async (id: string, context: CallContext) => {
  const { db } = context.database;
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  assertVisible(row, scopeOf(roleSessionOf(context)));
  return requireRequest(db, id);
};

export const submissions = defineCall('request.submissions', {
  rule: `${OWN_ONLY}; every sending, oldest first, each kept as it was sent or marked not available`,
  handler: async ({ id }, context) => listSubmissions(context.database.db, await visibleRequest(id, context)),
});

export const compare = defineCall('request.compare', {
  rule: `${OWN_ONLY}; two different versions (400 otherwise), each available (404 for a version not kept or missing); fields word by word, attachments added, replaced or removed, the comments between the two sendings`,
  handler: async ({ id, from, to }, context) =>
    compareSubmissions(context.database.db, await visibleRequest(id, context), from, to),
});
