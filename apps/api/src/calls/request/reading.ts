import { countRequests, listRequests, requestConditions } from '../../db/queries/requests';
import { scopeOf, visibleRequest } from '../../domain/requests';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';
import { corporateFilter } from './corporateFilter';

const OWN_ONLY = 'any role; RIC only its own or its company’s requests';

export const get = defineCall('request.get', {
  rule: `${OWN_ONLY} (403 otherwise); meetings’ frozen clones are readable`,
  handler: ({ id }, context) => visibleRequest(context.database.db, id, scopeOf(roleSessionOf(context))),
});

export const find = defineCall('request.find', {
  rule: `${OWN_ONLY}; never clones`,
  handler: ({ query, skip, take, sort }, context) => {
    const { db } = context.database;
    const scope = scopeOf(roleSessionOf(context));
    return listRequests(db, requestConditions(query, scope), { skip, take, sort }, () =>
      countRequests(db, query, scope),
    );
  },
});

export const findByIdentifierNumber = defineCall('request.findByIdentifierNumber', {
  rule: `${OWN_ONLY}; null when none is visible`,
  handler: async ({ identifier }, context) => {
    const where = requestConditions({ identifier }, scopeOf(roleSessionOf(context)));
    const { result } = await listRequests(context.database.db, where, { skip: 0, take: 1, sort: {} });
    return result[0] ?? null;
  },
});

export const getIntegratedRequest = defineCall('request.getIntegratedRequest', {
  rule: `${OWN_ONLY}; the 'integrated' rule of the spec`,
  handler: async ({ stato }, context) => {
    const where = requestConditions(
      { states: [stato], onlyIntegrated: true },
      scopeOf(roleSessionOf(context)),
    );
    const { result } = await listRequests(context.database.db, where, { skip: 0, sort: { sent: -1 } });
    return result;
  },
});

export const findByCorporate = defineCall('request.findByCorporate', {
  rule: 'any role; RIC only its own company (403 for another)',
  handler: ({ query, skip, take, sort }, context) => {
    const { db } = context.database;
    const scope = scopeOf(roleSessionOf(context));
    const filter = corporateFilter(query, scope);
    return listRequests(db, requestConditions(filter, scope), { skip, take, sort }, () =>
      countRequests(db, filter, scope),
    );
  },
});
