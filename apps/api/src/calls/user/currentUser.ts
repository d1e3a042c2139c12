import { mayReadUser, REFUSALS } from '@cet-portal/api-client/contract';
import { forbidden, notFound } from '../../core/refusal';
import { loadUser } from '../../db/queries/users';
import { sessionOf } from '../permissions';
import { defineCall } from '../types';

export const me = defineCall('user.me', {
  rule: 'any known user, with or without an active role',
  handler: async (_input, context) => {
    const user = await loadUser(context.database.db, sessionOf(context).user.id);
    if (!user) throw notFound(REFUSALS.userNotFound);
    return user;
  },
});

export const get = defineCall('user.get', {
  rule: 'the user’s own record; anyone else’s only as SEG, CET, PRE or ADMIN (403 otherwise)',
  handler: async ({ id }, context) => {
    const session = sessionOf(context);
    if (!mayReadUser(session.role, session.user.id, id)) throw forbidden(REFUSALS.ownProfileOnly);
    const user = await loadUser(context.database.db, id);
    if (!user) throw notFound(REFUSALS.userNotFound);
    return user;
  },
});
