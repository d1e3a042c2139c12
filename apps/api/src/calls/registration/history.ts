import { REFUSALS } from '@cet-portal/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../core/refusal';
import { peopleCondition } from '../../db/queries/users';
import { users } from '../../db/schema';
import { finishHistory } from '../../history/events';
import { registrationHistoryEvents } from '../../history/registrationHistory';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

export const history = defineCall('registration.history', {
  rule: 'SEG or ADMIN; the person’s record by its id: account created, registration sent, confirmed or refused, by whom and when; newest first',
  handler: async ({ id, kinds }, context) => {
    roleSessionOf(context);
    const { db } = context.database;
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), peopleCondition()));
    if (!person) throw notFound(REFUSALS.userNotFound);
    return finishHistory(db, await registrationHistoryEvents(db, id), { isStaff: true, kinds });
  },
});
