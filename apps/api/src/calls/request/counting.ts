import { countRequests, type RequestFilter } from '../../db/queries/requests';
import { readScopeOf, scopeOf } from '../../domain/requests';
import { roleSessionOf } from '../permissions';
import { type CallContext, defineCall } from '../types';
import { corporateFilter } from './corporateFilter';

const COUNTS_OWN = 'any role; RIC counts only its own or its company’s requests';

const countVisible = async (context: CallContext, filter: RequestFilter) => ({
  count: await countRequests(
    context.database.db,
    filter,
    await readScopeOf(context.database.db, roleSessionOf(context)),
  ),
});

export const count = defineCall('request.count', {
  rule: COUNTS_OWN,
  handler: ({ query }, context) => countVisible(context, query),
});

export const countByState = defineCall('request.countByState', {
  rule: COUNTS_OWN,
  handler: ({ states }, context) => countVisible(context, { states }),
});

export const countByUserAndState = defineCall('request.countByUserAndState', {
  rule: COUNTS_OWN,
  handler: ({ user, states }, context) => countVisible(context, { user, states }),
});

export const countToIntegrate = defineCall('request.countToIntegrate', {
  rule: `${COUNTS_OWN}; without \`user\`, every request the caller's list shows (an applicant's company's too)`,
  // The count sits beside the request list: without `user` it has the list's scope, not the caller's own.
  handler: ({ user }, context) =>
    countVisible(context, { ...(user ? { user } : {}), states: ['TO_INTEGRATE', 'TO_INTEGRATE_CER'] }),
});

export const countByCorporate = defineCall('request.countByCorporate', {
  rule: 'any role; RIC only its own company (403 for another)',
  handler: ({ query }, context) =>
    countVisible(context, corporateFilter(query, scopeOf(roleSessionOf(context)))),
});
