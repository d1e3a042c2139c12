import { z } from 'zod';
import type { RoleName } from './enums';
import { NOTIFICATION_LANGUAGES } from './enumValues';
import { listInputSchema, listSchema } from './paging';
import { idSchema, isoDateTimeSchema, shortTextSchema } from './primitives';
import { userRefSchema } from './user';

/**
 * What the portal tells users by e-mail (docs/api.md, 'Notifications'): each kind is one event of a
 * request, a meeting or an integration deadline, sent to the people it concerns.
 */
export const NOTIFICATION_KINDS = [
  'request.sent',
  'request.registered',
  'request.integrationAsked',
  'request.integrationReceived',
  'request.forwarded',
  'request.rejected',
  'request.accepted',
  'request.rejectedByCommittee',
  'meeting.created',
  'meeting.rapporteurAssigned',
  'meeting.opened',
  'meeting.closed',
  'meeting.minutesUploaded',
  'deadline.reminder30',
  'deadline.reminder7',
  'deadline.lapsed',
  'registration.submitted',
  'registration.confirmed',
  'registration.refused',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Nobody turns these off: the applicant must learn of an integration asked and of every decision. */
export const REQUIRED_NOTIFICATION_KINDS = [
  'request.integrationAsked',
  'request.forwarded',
  'request.rejected',
  'request.accepted',
  'request.rejectedByCommittee',
  'registration.confirmed',
  'registration.refused',
] as const satisfies readonly NotificationKind[];

export const isRequiredNotification = (kind: NotificationKind): boolean =>
  (REQUIRED_NOTIFICATION_KINDS as readonly NotificationKind[]).includes(kind);

/**
 * The roles each kind is written for (the server's outbox picks the people): the preferences page
 * offers a user the switches of their own roles' kinds. Rapporteurs are CET or SEG users.
 */
export const NOTIFICATION_KIND_ROLES = {
  'request.sent': ['RIC', 'SEG'],
  'request.registered': ['RIC'],
  'request.integrationAsked': ['RIC'],
  'request.integrationReceived': ['SEG'],
  'request.forwarded': ['RIC'],
  'request.rejected': ['RIC'],
  'request.accepted': ['RIC'],
  'request.rejectedByCommittee': ['RIC'],
  'meeting.created': ['CET', 'PRE'],
  'meeting.rapporteurAssigned': ['CET', 'SEG'],
  'meeting.opened': ['CET', 'PRE'],
  'meeting.closed': ['CET', 'PRE'],
  'meeting.minutesUploaded': ['CET', 'PRE'],
  'deadline.reminder30': ['RIC'],
  'deadline.reminder7': ['RIC'],
  'deadline.lapsed': ['RIC', 'SEG'],
  'registration.submitted': ['SEG'],
  'registration.confirmed': ['RIC'],
  'registration.refused': ['RIC'],
} as const satisfies Record<NotificationKind, readonly RoleName[]>;

/** The kinds that concern someone holding these roles, in the order of NOTIFICATION_KINDS. */
export const notificationKindsFor = (roles: readonly RoleName[]): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) =>
    (NOTIFICATION_KIND_ROLES[kind] as readonly RoleName[]).some((role) => roles.includes(role)),
  );

export { PREFERENCES_PATH } from './portalPaths';

export { NOTIFICATION_LANGUAGES };
export const notificationLanguageSchema = z.enum(NOTIFICATION_LANGUAGES);
export type NotificationLanguage = z.infer<typeof notificationLanguageSchema>;

/** PENDING: waiting for its (next) attempt; SENT: the mail server took it; FAILED: given up, ADMIN may resend. */
export const NOTIFICATION_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export const notificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** One message of the outbox, as ADMIN reads it on 'Posta inviata'. */
export const notificationSchema = z.object({
  _id: idSchema,
  kind: notificationKindSchema,
  user: userRefSchema,
  /** The address it was written for; null when the user had none. */
  recipient: z.string().nullable(),
  language: notificationLanguageSchema,
  subject: z.string(),
  body: z.string(),
  link: z.string(),
  status: notificationStatusSchema,
  attempts: z.number().int().min(0),
  nextAttempt: isoDateTimeSchema,
  lastError: z.string().nullable(),
  created: isoDateTimeSchema,
  sent: isoDateTimeSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationFilterSchema = z.strictObject({
  /** Case-insensitive substring of the address, the recipient's name or the subject. */
  text: shortTextSchema.optional(),
  status: notificationStatusSchema.optional(),
});
export type NotificationFilter = z.input<typeof notificationFilterSchema>;

export const NOTIFICATION_SORT_FIELDS = ['created', 'status', 'recipient'] as const;
export const notificationListInputSchema = listInputSchema(notificationFilterSchema, {
  fields: NOTIFICATION_SORT_FIELDS,
  defaultSort: { created: -1 },
});
export const notificationListSchema = listSchema(notificationSchema);

/** `notification/resend`: the message goes out again, to the user's current address. */
export const resendNotificationInputSchema = z.strictObject({ _id: idSchema });

/** The signed-in user's own choices: the language of the e-mails and the messages turned off. */
export const notificationPreferencesSchema = z.object({
  email: z.string().nullable(),
  language: notificationLanguageSchema,
  notificationsOff: z.array(notificationKindSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updateNotificationPreferencesInputSchema = z.strictObject({
  language: notificationLanguageSchema.optional(),
  notificationsOff: z
    .array(notificationKindSchema)
    .max(NOTIFICATION_KINDS.length)
    .refine((kinds) => !kinds.some(isRequiredNotification), {
      message: 'Le comunicazioni obbligatorie (integrazione richiesta, decisioni) non si possono disattivare',
    })
    .optional(),
});
export type UpdateNotificationPreferencesInput = z.input<typeof updateNotificationPreferencesInputSchema>;
