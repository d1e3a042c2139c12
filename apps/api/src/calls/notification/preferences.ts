import type { NotificationPreferences } from '@cet-portal/api-client/contract';
import { REFUSALS } from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { badRequest, notFound } from '../../core/refusal';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

const preferencesOf = async (db: Db, userId: string): Promise<NotificationPreferences> => {
  const [row] = await db
    .select({ email: users.email, language: users.language, notificationsOff: users.notificationsOff })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound(REFUSALS.userNotFound);
  return row;
};

export const preferences = defineCall('notification.preferences', {
  rule: 'any role; the signed-in user’s own address, e-mail language and messages turned off',
  handler: (_input, context) => preferencesOf(context.database.db, roleSessionOf(context).user.id),
});

export const setPreferences = defineCall('notification.setPreferences', {
  rule: 'any role; the signed-in user’s own e-mail language (the portal records its language switch) and the messages turned off; the required ones (integration asked, decisions) cannot be turned off (400)',
  handler: async ({ language, notificationsOff }, context) => {
    const session = roleSessionOf(context);
    if (language === undefined && notificationsOff === undefined) throw badRequest(REFUSALS.nothingToChange);
    return context.database.db.transaction(async (tx) => {
      const write = {
        actor: auditActorOf(session),
        operation: 'notification.setPreferences',
        kind: 'user',
        id: session.user.id,
      } as const;
      await audited(tx, write, () =>
        tx
          .update(users)
          .set({
            ...(language ? { language } : {}),
            ...(notificationsOff ? { notificationsOff: [...new Set(notificationsOff)] } : {}),
          })
          .where(eq(users.id, session.user.id)),
      );
      return preferencesOf(tx, session.user.id);
    });
  },
});
