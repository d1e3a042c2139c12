import type {
  NOTIFICATION_SORT_FIELDS,
  Notification,
  NotificationStatus,
} from '@cet-portal/api-client/contract';
import { REFUSALS } from '@cet-portal/api-client/contract';
import { and, count, eq, or, type SQL } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { conflict, notFound } from '../../core/refusal';
import type { Db } from '../../db/database';
import { containsText, iso, isoOrNull, orderByFields } from '../../db/queries/sql';
import { notificationOutbox, users } from '../../db/schema';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

const SORT_COLUMNS = {
  created: notificationOutbox.created,
  status: notificationOutbox.status,
  recipient: notificationOutbox.recipient,
} satisfies Record<(typeof NOTIFICATION_SORT_FIELDS)[number], unknown>;

const conditionsOf = ({
  text,
  status,
}: {
  text?: string | undefined;
  status?: NotificationStatus | undefined;
}) =>
  and(
    status ? eq(notificationOutbox.status, status) : undefined,
    text
      ? or(
          containsText(notificationOutbox.recipient, text),
          containsText(notificationOutbox.subject, text),
          containsText(users.fullname, text),
        )
      : undefined,
  );

const selectMessages = (db: Db, where: SQL | undefined) =>
  db
    .select({ message: notificationOutbox, fullname: users.fullname, fiscalCode: users.fiscalCode })
    .from(notificationOutbox)
    .innerJoin(users, eq(users.id, notificationOutbox.userId))
    .where(where);

type Selected = Awaited<ReturnType<typeof selectMessages>>[number];

const toNotification = ({ message, fullname, fiscalCode }: Selected): Notification => ({
  _id: String(message.id),
  kind: message.kind,
  user: { _id: message.userId, fiscalCode, fullname },
  recipient: message.recipient,
  language: message.language,
  subject: message.subject,
  body: message.body,
  link: message.link,
  status: message.status,
  attempts: message.attempts,
  nextAttempt: iso(message.nextAttempt),
  lastError: message.lastError,
  created: iso(message.created),
  sent: isoOrNull(message.sent),
});

export const find = defineCall('notification.find', {
  rule: "ADMIN; the outbox ('Posta inviata'): every message with its delivery status",
  handler: async ({ query, skip, take, sort }, context) => {
    const db = context.database.db;
    const where = conditionsOf(query);
    const rows = await selectMessages(db, where)
      .orderBy(...orderByFields(sort, SORT_COLUMNS, notificationOutbox.id))
      .offset(skip)
      .limit(take);
    const [counted] = await db
      .select({ total: count() })
      .from(notificationOutbox)
      .innerJoin(users, eq(users.id, notificationOutbox.userId))
      .where(where);
    return { result: rows.map(toNotification), total: counted?.total ?? 0 };
  },
});

const messageId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : -1);

export const resend = defineCall('notification.resend', {
  rule: "ADMIN; a FAILED or SENT message goes out again, to the user's current address (409 without one, or while it is still PENDING)",
  handler: async ({ _id }, context) =>
    context.database.db.transaction(async (tx) => {
      const id = messageId(_id);
      const [row] = await tx
        .select({ status: notificationOutbox.status, email: users.email })
        .from(notificationOutbox)
        .innerJoin(users, eq(users.id, notificationOutbox.userId))
        .where(eq(notificationOutbox.id, id))
        .for('update', { of: notificationOutbox });
      if (!row) throw notFound(REFUSALS.messageNotFound);
      if (row.status === 'PENDING') throw conflict(REFUSALS.messageAlreadyPending);
      if (!row.email)
        throw conflict(
          "L'utente non ha un indirizzo e-mail: aggiungilo nel Pannello Utenti, poi invia di nuovo",
        );
      const write = {
        actor: auditActorOf(roleSessionOf(context)),
        operation: 'notification.resend',
        kind: 'notification',
        id: String(id),
      } as const;
      await audited(tx, write, () =>
        tx
          .update(notificationOutbox)
          .set({
            recipient: row.email,
            status: 'PENDING',
            attempts: 0,
            nextAttempt: new Date(),
            lastError: null,
            sent: null,
          })
          .where(eq(notificationOutbox.id, id)),
      );
      const [resent] = await selectMessages(tx, eq(notificationOutbox.id, id));
      if (!resent) throw notFound(REFUSALS.messageNotFound);
      return toNotification(resent);
    }),
});
