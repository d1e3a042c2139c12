import type { Notification } from '../../contract/notification';
import { REFUSALS } from '../../contract/rules/refusals';
import { conflict, notFound, requireSession } from '../context';
import { matchesText, paginate, sortItems } from '../query';
import { type MockDatabase, nextInstant } from '../store';
import type { ServiceResolvers } from './types';

const preferencesOf = (db: MockDatabase, userId: string) => {
  const user = db.users.find((candidate) => candidate._id === userId);
  const stored = db.preferences.get(userId) ?? { language: 'it' as const, notificationsOff: [] };
  return { email: user?.email ?? null, ...stored };
};

const filterMessages = (db: MockDatabase, query: { text?: string; status?: Notification['status'] }) =>
  db.notifications.filter(
    (message) =>
      (!query.status || message.status === query.status) &&
      (!query.text ||
        matchesText(message.recipient, query.text) ||
        matchesText(message.subject, query.text) ||
        matchesText(message.user.fullname, query.text)),
  );

export const notificationResolvers: ServiceResolvers<'notification'> = {
  find: ({ query, skip, take, sort }, { db }) =>
    paginate(
      sortItems(filterMessages(db, query), sort, (message, field) => message[field]),
      skip,
      take,
    ),
  resend: ({ _id }, { db }) => {
    const index = db.notifications.findIndex((message) => message._id === _id);
    const current = db.notifications[index];
    if (!current) throw notFound(REFUSALS.messageNotFound);
    if (current.status === 'PENDING') throw conflict(REFUSALS.messageAlreadyPending);
    const email = db.users.find((user) => user._id === current.user._id)?.email ?? null;
    if (!email)
      throw conflict(
        "L'utente non ha un indirizzo e-mail: aggiungilo nel Pannello Utenti, poi invia di nuovo",
      );
    const resent: Notification = {
      ...current,
      recipient: email,
      status: 'PENDING',
      attempts: 0,
      nextAttempt: nextInstant(db),
      lastError: null,
      sent: null,
    };
    db.notifications[index] = resent;
    return resent;
  },
  preferences: (_input, context) => preferencesOf(context.db, requireSession(context).user._id),
  setPreferences: ({ language, notificationsOff }, context) => {
    const userId = requireSession(context).user._id;
    const current = preferencesOf(context.db, userId);
    context.db.preferences.set(userId, {
      language: language ?? current.language,
      notificationsOff: notificationsOff ? [...new Set(notificationsOff)] : current.notificationsOff,
    });
    return preferencesOf(context.db, userId);
  },
};
