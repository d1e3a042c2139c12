import { scopeOf, visibleRequest } from '../../domain/requests';
import { compareSubmissions, listSubmissions } from '../../submissions/submissions';
import { roleSessionOf } from '../permissions';
import { type CallContext, defineCall } from '../types';

const OWN_ONLY = 'any role; RIC only its own or its company’s requests (403 otherwise)';

const visibleRequestOf = (id: string, context: CallContext) =>
  visibleRequest(context.database.db, id, scopeOf(roleSessionOf(context)));

export const submissions = defineCall('request.submissions', {
  rule: `${OWN_ONLY}; every sending, oldest first, each kept as it was sent or marked not available`,
  handler: async ({ id }, context) =>
    listSubmissions(context.database.db, await visibleRequestOf(id, context)),
});

export const compare = defineCall('request.compare', {
  rule: `${OWN_ONLY}; two different versions (400 otherwise), each available (404 for a version not kept or missing); fields word by word, attachments added, replaced or removed, the comments between the two sendings`,
  handler: async ({ id, from, to }, context) =>
    compareSubmissions(context.database.db, await visibleRequestOf(id, context), from, to),
});
