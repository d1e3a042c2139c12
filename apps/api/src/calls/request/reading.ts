import { countRequests, listRequests, requestConditions } from '../../db/queries/requests';
import { readScopeOf, visibleRequest } from '../../domain/requests';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';
import { corporateFilter } from './corporateFilter';

const OWN_ONLY = 'any role; RIC only its own or its company’s requests';

export const get = defineCall('request.get', {
  rule: `${OWN_ONLY} (403 otherwise); meetings’ frozen clones are readable`,
  handler: async ({ id }, context) => {
    const { db } = context.database;
    return visibleRequest(db, id, await readScopeOf(db, roleSessionOf(context)));
  },
});

export const find = defineCall('request.find', {
  rule: `${OWN_ONLY}; never clones`,
  handler: async ({ query, skip, take, sort }, context) => {
    const { db } = context.database;
    const scope = await readScopeOf(db, roleSessionOf(context));
    const { withheld } = scope;
    return listRequests(db, requestConditions(query, scope), { skip, take, sort, withheld }, () =>
      countRequests(db, query, scope),
    );
  },
});

export const findByIdentifierNumber = defineCall('request.findByIdentifierNumber', {
  rule: `${OWN_ONLY}; null when none is visible`,
  handler: async ({ identifier }, context) => {
    const { db } = context.database;
    const scope = await readScopeOf(db, roleSessionOf(context));
    const where = requestConditions({ identifier }, scope);
    const page = { skip: 0, take: 1, sort: {}, withheld: scope.withheld };
    const { result } = await listRequests(db, where, page);
    return result[0] ?? null;
  },
});

export const getIntegratedRequest = defineCall('request.getIntegratedRequest', {
  rule: `${OWN_ONLY}; the 'integrated' rule of the spec`,
  handler: async ({ stato }, context) => {
    const { db } = context.database;
    const scope = await readScopeOf(db, roleSessionOf(context));
    const where = requestConditions({ states: [stato], onlyIntegrated: true }, scope);
    const page = { skip: 0, sort: { sent: -1 as const }, withheld: scope.withheld };
    const { result } = await listRequests(db, where, page);
    return result;
  },
});

export const findByCorporate = defineCall('request.findByCorporate', {
  rule: 'any role; RIC only its own company (403 for another)',
  handler: async ({ query, skip, take, sort }, context) => {
    const { db } = context.database;
    const scope = await readScopeOf(db, roleSessionOf(context));
    const filter = corporateFilter(query, scope);
    const { withheld } = scope;
    return listRequests(db, requestConditions(filter, scope), { skip, take, sort, withheld }, () =>
      countRequests(db, filter, scope),
    );
  },
});
