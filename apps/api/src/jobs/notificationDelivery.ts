import type { NotificationLanguage } from '@cet-portal/api-client/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/database';
import { notificationOutbox } from '../db/schema';
import { footerLine } from '../notifications/templates';
import { type JobObserver, type ScheduledJob, scheduleJob } from './scheduledJob';

/** Advisory lock key of the delivery job: one server instance sends at a time. */
export const NOTIFICATION_JOB_LOCK = 0x43455403;

/** After this many failed attempts a message is FAILED and waits for ADMIN's resend. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/** Messages sent per run, so one run never holds the lock for long. */
const BATCH_SIZE = 50;

/** One e-mail as the mail server gets it. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The same for every attempt of one message, so a receiver can tell a repeat. */
  messageId: string;
}

/** What hands a message to a mail server; it throws when the server refuses it or cannot be reached. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sends through SMTP_URL with nodemailer, one connection per message (a handful a day). */
export const smtpSender = (smtpUrl: string): MailSender => {
  const transport = createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
};

const OPEN_LINK: Record<NotificationLanguage, string> = {
  it: 'Apri nel portale',
  en: 'Open in the portal',
};

type OutboxRow = typeof notificationOutbox.$inferSelect;

/** The e-mail of one outbox message: its text, the link to the page it is about, then the footer. */
export const composeMail = (
  row: Pick<OutboxRow, 'id' | 'kind' | 'recipient' | 'subject' | 'body' | 'link' | 'language'>,
  { from, publicUrl }: { from: string; publicUrl: string },
): OutgoingMail => ({
  from,
  to: row.recipient ?? '',
  subject: row.subject,
  text: `${row.body}\n\n${OPEN_LINK[row.language]}: ${publicUrl}${row.link}\n\n${footerLine(row.kind, row.language, publicUrl)}\n`,
  messageId: `<notification-${row.id}@${new URL(publicUrl).hostname}>`,
});

/** Exponential backoff: the base, then twice as long after each further failure. */
export const retryDelayMs = (attempts: number, baseMs: number) => baseMs * 2 ** Math.max(0, attempts - 1);

export interface DeliveryOptions {
  sender: MailSender;
  from: string;
  publicUrl: string;
  retryBaseMs: number;
  now?: () => Date;
}

export interface DeliveryRun {
  sent: number;
  /** Attempts that failed this run (to be retried, or given up). */
  failed: number;
  /** True when another instance held the lock, so this one did nothing. */
  skipped: boolean;
}

const deliverOne = async (database: Database, row: OutboxRow, options: DeliveryOptions) => {
  const now = options.now?.() ?? new Date();
  const attempts = row.attempts + 1;
  const stillPending = and(eq(notificationOutbox.id, row.id), eq(notificationOutbox.status, 'PENDING'));
  try {
    await options.sender.send(composeMail(row, options));
  } catch (error) {
    const gaveUp = attempts >= MAX_DELIVERY_ATTEMPTS;
    await database.db
      .update(notificationOutbox)
      .set({
        attempts,
        status: gaveUp ? 'FAILED' : 'PENDING',
        nextAttempt: new Date(now.getTime() + retryDelayMs(attempts, options.retryBaseMs)),
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      })
      .where(stillPending);
    return false;
  }
  await database.db
    .update(notificationOutbox)
    .set({ attempts, status: 'SENT', sent: now, lastError: null })
    .where(stillPending);
  return true;
};

/**
 * Sends the messages due, oldest first, under the advisory lock so two instances never send the same
 * message. A message is marked SENT as soon as the mail server takes it, and the lock holds until
 * then, so a message goes out once; only a crash between the server's acceptance and that mark
 * would repeat it, with the same Message-ID. Sending writes no event, so no message causes another.
 */
export const runNotificationDelivery = async (
  database: Database,
  options: DeliveryOptions,
): Promise<DeliveryRun> => {
  const outcome = await database.withAdvisoryLock(
    NOTIFICATION_JOB_LOCK,
    async () => {
      const due = await database.db
        .select()
        .from(notificationOutbox)
        .where(
          and(
            eq(notificationOutbox.status, 'PENDING'),
            lte(notificationOutbox.nextAttempt, options.now?.() ?? new Date()),
          ),
        )
        .orderBy(asc(notificationOutbox.id))
        .limit(BATCH_SIZE);
      let sent = 0;
      for (const row of due) if (await deliverOne(database, row, options)) sent += 1;
      return { sent, failed: due.length - sent };
    },
    { wait: false },
  );
  return outcome.acquired ? { ...outcome.value, skipped: false } : { sent: 0, failed: 0, skipped: true };
};

export type NotificationJob = ScheduledJob<DeliveryRun>;

/** The delivery job on a timer and on demand; `sender` is closed when the job stops. */
export const startNotificationJob = (
  database: Database,
  {
    intervalMs,
    log,
    observe,
    ...options
  }: DeliveryOptions & { intervalMs: number; log: FastifyBaseLogger; observe?: JobObserver | undefined },
): NotificationJob => {
  const job = scheduleJob(() => runNotificationDelivery(database, options), {
    intervalMs,
    log,
    observe,
    name: 'notification job',
    report: (run) => run.sent + run.failed > 0,
  });
  return {
    run: job.run,
    stop: async () => {
      await job.stop();
      options.sender.close();
    },
  };
};
