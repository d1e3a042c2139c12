import { asc } from 'drizzle-orm';
import { loadUser } from '../../db/queries/users';
import { requestConfigs, roles } from '../../db/schema';
import { defineCall } from '../types';

export const getDataNoRole = defineCall('roles.getDataNoRole', {
  rule: 'any valid token, even of an identity with no user yet (then `user` is null)',
  handler: async (_input, context) => ({
    user: context.session ? ((await loadUser(context.database.db, context.session.user.id)) ?? null) : null,
  }),
});

export const getPublicData = defineCall('roles.getPublicData', {
  rule: 'public, no token',
  handler: async (_input, context) => {
    const { db } = context.database;
    const roleRows = await db.select().from(roles).orderBy(asc(roles.name));
    const types = await db
      .select({ requestType: requestConfigs.requestType })
      .from(requestConfigs)
      .orderBy(asc(requestConfigs.requestType));
    return {
      roles: roleRows.map((role) => ({ name: role.name, description: role.description })),
      requestTypes: types.map((type) => type.requestType),
    };
  },
});
