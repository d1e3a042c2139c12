import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  type AuditFields,
  committeeIdentity,
  conferenceComments,
  conferenceFiles,
  conferenceRequests,
  conferences,
  conflictsOfInterest,
  documentFields,
  documents,
  homes,
  notificationOutbox,
  protocols,
  registrations,
  requestConfigs,
  requestDocuments,
  requestReports,
  requests,
  roles,
  siteDocuments,
  userRoles,
  users,
} from '../db/schema';

/** The kinds of record the audit log follows, each named as the portal names it. */
export const AUDIT_RECORD_KINDS = [
  'request',
  'meeting',
  'user',
  'company',
  'requestType',
  'home',
  'documentation',
  'document',
  'conflict',
  'notification',
  'committee',
  'registration',
] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

type Snapshot = (db: Db, id: string) => Promise<AuditFields | null>;

const request: Snapshot = async (db, id) => {
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  if (!row) return null;
  const attachments = await db
    .select({ document: requestDocuments.documentId, type: requestDocuments.type })
    .from(requestDocuments)
    .where(eq(requestDocuments.requestId, id))
    .orderBy(asc(requestDocuments.position));
  const registrations = await db
    .select({ protocol: protocols.protocol, year: protocols.year })
    .from(protocols)
    .where(eq(protocols.requestId, id))
    .orderBy(asc(protocols.id));
  const reports = await db
    .select({ document: requestReports.documentId })
    .from(requestReports)
    .where(eq(requestReports.requestId, id))
    .orderBy(asc(requestReports.position));
  return {
    ...row,
    documents: attachments,
    reportVersions: reports.map((report) => report.document),
    protocols: registrations,
  };
};

const meeting: Snapshot = async (db, id) => {
  const [row] = await db.select().from(conferences).where(eq(conferences.id, id));
  if (!row) return null;
  const entries = await db
    .select({
      request: conferenceRequests.requestId,
      rapporteur: conferenceRequests.rapporteurId,
      outcome: conferenceRequests.outcome,
    })
    .from(conferenceRequests)
    .where(eq(conferenceRequests.conferenceId, id))
    .orderBy(asc(conferenceRequests.position));
  const reports = await db
    .select({ request: conferenceComments.requestId, body: conferenceComments.body })
    .from(conferenceComments)
    .where(eq(conferenceComments.conferenceId, id))
    .orderBy(asc(conferenceComments.requestId));
  const files = await db
    .select({
      request: conferenceFiles.requestId,
      kind: conferenceFiles.kind,
      document: conferenceFiles.documentId,
    })
    .from(conferenceFiles)
    .where(eq(conferenceFiles.conferenceId, id))
    .orderBy(asc(conferenceFiles.requestId), asc(conferenceFiles.kind));
  return { ...row, requestsUsers: entries, reports, files };
};

/** People and companies alike; the last activity is left out, as it changes at every sign-in. */
const userOrCompany: Snapshot = async (db, id) => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) return null;
  const { lastActivity: _lastActivity, ...fields } = row;
  const held = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, id))
    .orderBy(asc(roles.name));
  return { ...fields, roles: held.map((role) => role.name) };
};

const requestType: Snapshot = async (db, id) => {
  const [row] = await db.select().from(requestConfigs).where(eq(requestConfigs.id, id));
  if (!row) return null;
  const fields = await db
    .select({
      label: documentFields.label,
      required: documentFields.required,
      template: documentFields.templateId,
    })
    .from(documentFields)
    .where(eq(documentFields.configId, id))
    .orderBy(asc(documentFields.position));
  return { ...row, documentType: fields };
};

const home: Snapshot = async (db, id) => {
  const [row] = await db.select().from(homes).where(eq(homes.id, id));
  return row ?? null;
};

/** A document of the site (its key, e.g. 'feeSheet'): which stored document it is, set by whom. */
const documentation: Snapshot = async (db, key) => {
  const [row] = await db
    .select()
    .from(siteDocuments)
    .where(eq(siteDocuments.key, key as (typeof siteDocuments.$inferSelect)['key']));
  return row ?? null;
};

/** A stored file's metadata; never its bytes. */
const document: Snapshot = async (db, id) => {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row ?? null;
};

/** What each kind of record looks like to the audit log: its row and the rows that belong to it. */
/** A conflict of interest, by `requestId:userId` (a member declares at most one per request). */
const conflict: Snapshot = async (db, id) => {
  const [requestId = '', userId = ''] = id.split(':');
  const [row] = await db
    .select()
    .from(conflictsOfInterest)
    .where(and(eq(conflictsOfInterest.requestId, requestId), eq(conflictsOfInterest.userId, userId)));
  return row ?? null;
};

/** A message of the outbox: where it goes and how its delivery stands (a resend changes these). */
const notification: Snapshot = async (db, id) => {
  const [row] = await db
    .select({
      kind: notificationOutbox.kind,
      userId: notificationOutbox.userId,
      recipient: notificationOutbox.recipient,
      status: notificationOutbox.status,
      attempts: notificationOutbox.attempts,
      lastError: notificationOutbox.lastError,
    })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.id, Number(id)));
  return row ?? null;
};

/** ADMIN's committee identity: its texts and where its logo comes from; of the logo, its type and size only. */
const committee: Snapshot = async (db) => {
  const [row] = await db
    .select({
      fields: committeeIdentity.fields,
      logoKind: committeeIdentity.logoKind,
      logoType: committeeIdentity.logoType,
      logoBytes: sql<number | null>`octet_length(${committeeIdentity.logo})`,
    })
    .from(committeeIdentity);
  return row ?? null;
};

/**
 * A person's registration, by the person's id (its history is the person's record's): the company
 * as named, the status and the decision; the letter by its document id.
 */
const registration: Snapshot = async (db, userId) => {
  const [row] = await db.select().from(registrations).where(eq(registrations.userId, userId));
  return row ?? null;
};

export const SNAPSHOTS: Readonly<Record<AuditRecordKind, Snapshot>> = {
  request,
  meeting,
  user: userOrCompany,
  company: userOrCompany,
  requestType,
  home,
  documentation,
  document,
  conflict,
  notification,
  committee,
  registration,
};
