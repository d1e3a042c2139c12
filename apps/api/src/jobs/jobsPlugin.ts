import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { type DeadlineJob, startDeadlineJob } from './deadlines';
import { type DocumentSweepJob, startDocumentSweepJob } from './documentSweep';
import { type NotificationJob, smtpSender, startNotificationJob } from './notificationDelivery';
import { type OrphanUploadsJob, startOrphanUploadsJob } from './orphanUploads';
import { type ProtocolJob, startProtocolJob } from './protocol';
import { startTallyCompactionJob } from './tallyCompaction';

declare module 'fastify' {
  interface FastifyInstance {
    protocolJob: ProtocolJob;
    deadlineJob: DeadlineJob;
    /** Null without SMTP_URL and MAIL_FROM: the messages then stay in the outbox for ADMIN to read. */
    notificationJob: NotificationJob | null;
    /** Stored content no document names, removed after its grace period (file and s3 stores). */
    documentSweepJob: DocumentSweepJob;
    /** Uploads nothing names after ORPHAN_UPLOAD_HOURS, removed. */
    orphanUploadsJob: OrphanUploadsJob;
  }
}

/**
 * The server's background jobs: protocol numbers, the integration and committee clocks, the request
 * totals' fold, the sweep of stored content no document names, the removal of uploads nothing names, and e-mail delivery (only with SMTP configured). They stop in `preClose`, before the database closes in
 * `onClose`, so no job is left querying a closed database.
 */
export const jobsPlugin = fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const { database } = app;
    // Runs are counted only where metrics are exposed (observability/metrics.ts).
    const observe = app.hasDecorator('metrics') ? app.metrics?.observeJob : undefined;
    const protocolJob = startProtocolJob(database, {
      intervalMs: config.protocolJobIntervalMs,
      log: app.log,
      observe,
    });
    const deadlineJob = startDeadlineJob(database, {
      intervalMs: config.deadlineJobIntervalMs,
      log: app.log,
      now: config.now,
      observe,
    });
    const tallyCompactionJob = startTallyCompactionJob(database, app.log, observe);
    const documentSweepJob = startDocumentSweepJob(database, { log: app.log, observe });
    const orphanUploadsJob = startOrphanUploadsJob(database, {
      graceHours: config.orphanUploadHours,
      log: app.log,
      observe,
    });
    const notificationJob = config.mail
      ? startNotificationJob(database, {
          intervalMs: config.notificationJobIntervalMs,
          log: app.log,
          observe,
          sender: smtpSender(config.mail.smtpUrl),
          from: config.mail.from,
          publicUrl: config.publicUrl,
          retryBaseMs: config.notificationRetryBaseMs,
        })
      : null;
    app.decorate('protocolJob', protocolJob);
    app.decorate('deadlineJob', deadlineJob);
    app.decorate('notificationJob', notificationJob);
    app.decorate('documentSweepJob', documentSweepJob);
    app.decorate('orphanUploadsJob', orphanUploadsJob);
    app.addHook('preClose', async () => {
      await protocolJob.stop();
      await deadlineJob.stop();
      await tallyCompactionJob.stop();
      await documentSweepJob.stop();
      await orphanUploadsJob.stop();
      await notificationJob?.stop();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
