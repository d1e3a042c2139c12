import { REFUSALS } from '../../contract/rules/refusals';
import { findOr404 } from '../collection';
import { conflict, requireSession } from '../context';
import { equals, filterBy, listPage, matchesText } from '../query';
import { type MockDatabase, nextInstant } from '../store';
import type { ServiceResolvers } from './types';

const preferencesOf = (db: MockDatabase, userId: string) => {
  const user = db.users.find((candidate) => candidate._id === userId);
  const stored = db.preferences.get(userId) ?? { language: 'it' as const, notificationsOff: [] };
  return { email: user?.email ?? null, ...stored };
};

export const notificationResolvers: ServiceResolvers<'notification'> = {
  find: (input, { db }) =>
    listPage(
      filterBy(db.notifications, input.query, {
        status: equals((message) => message.status),
        text: (message, text) =>
          [message.recipient, message.subject, message.user.fullname].some((value) =>
            matchesText(value, text),
          ),
      }),
      input,
    ),
  resend: ({ _id }, { db }) => {
    const message = findOr404(db.notifications, _id, REFUSALS.messageNotFound);
    if (message.status === 'PENDING') throw conflict(REFUSALS.messageAlreadyPending);
    const email = db.users.find((user) => user._id === message.user._id)?.email;
    if (!email)
      throw conflict(
        "L'utente non ha un indirizzo e-mail: aggiungilo nel Pannello Utenti, poi invia di nuovo",
      );
    const retry = { recipient: email, status: 'PENDING', attempts: 0, lastError: null, sent: null } as const;
    return Object.assign(message, retry, { nextAttempt: nextInstant(db) });
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
