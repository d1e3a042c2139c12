// Types only: drizzle-kit loads this file without the workspace's source condition.
import type {
  CommitteeIdentityFields,
  LogOperation,
  NotificationKind,
  NotificationLanguage,
  NotificationStatus,
  PublicDocumentPurpose,
  RegistrationRelation,
  RegistrationStatus,
  RequestState,
  RequestType,
  RoleName,
} from '@cet-portal/api-client/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Instants keep milliseconds: the wire's ISO strings carry no more, so `updated` compares exactly. */
const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** `_id` values are UUID v7 strings kept as text, so a malformed id is a miss, never a cast error. */
const id = () => text('id').primaryKey();

export const roles = pgTable('roles', {
  id: id(),
  name: text('name').$type<RoleName>().notNull().unique(),
  description: text('description').notNull(),
  updated: instant('updated').notNull(),
});

/** People, companies (isCorporate: surname is the name, fiscalCode the VAT) and the JOB user. */
export const users = pgTable(
  'users',
  {
    id: id(),
    fiscalCode: text('fiscal_code').notNull().unique(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    fullname: text('fullname').notNull(),
    isCorporate: boolean('is_corporate').notNull().default(false),
    corporateId: text('corporate_id').references((): AnyPgColumn => users.id),
    inserted: instant('inserted').notNull(),
    lastActivity: instant('last_activity'),
    updated: instant('updated').notNull(),
    /** Where notifications go; null until ADMIN or the organisation's sign-in (`email` claim) gives one. */
    email: text('email'),
    /** The language of the user's e-mails: the portal's language switcher records it. */
    language: text('language').$type<NotificationLanguage>().notNull().default('it'),
    /** The kinds of notification the user turned off (never the required ones). */
    notificationsOff: text('notifications_off').array().$type<NotificationKind[]>().notNull().default([]),
  },
  (table) => [
    check('users_fiscal_code_upper', sql`${table.fiscalCode} = upper(${table.fiscalCode})`),
    check('users_language_known', sql`${table.language} in ('it', 'en')`),
    index('users_corporate_idx').on(table.corporateId),
    index('users_fullname_trgm_idx').using('gin', table.fullname.op('gin_trgm_ops')),
    index('users_fiscal_code_trgm_idx').using('gin', table.fiscalCode.op('gin_trgm_ops')),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** Stored files: metadata here, the bytes in `document_contents` so lists never read them. */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    fileName: text('file_name').notNull(),
    /** The request-type label it was uploaded for; null for minutes, reports, forms and templates. */
    type: text('type'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    ownerId: text('owner_id').references(() => users.id),
    /**
     * Set only on an ADMIN upload meant for everyone ('feeSheet', 'template'), recorded at upload time:
     * nothing else can be published, so an applicant's letter never becomes public.
     */
    purpose: text('purpose').$type<PublicDocumentPurpose>(),
    updated: instant('updated').notNull(),
  },
  // An uploader's documents attached to nothing are counted at each upload (their quota).
  (table) => [index('documents_owner_idx').on(table.ownerId, table.updated)],
);

export const documentContents = pgTable('document_contents', {
  documentId: text('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

/** Request identifiers, assigned on the first sending. */
export const requestIdentifierSequence = pgSequence('request_identifier_seq', { startWith: 1 });

export const requests = pgTable(
  'requests',
  {
    id: id(),
    identifier: integer('identifier'),
    state: text('state').$type<RequestState>().notNull(),
    type: text('type').$type<RequestType>(),
    subject: text('subject').notNull().default(''),
    description: text('description').notNull().default(''),
    comment: text('comment'),
    promoterName: text('promoter_name').notNull().default(''),
    promoterVat: text('promoter_vat').notNull().default(''),
    promoterAddress: text('promoter_address').notNull().default(''),
    promoterCity: text('promoter_city').notNull().default(''),
    promoterProvince: text('promoter_province').notNull().default(''),
    promoterCountry: text('promoter_country').notNull().default('IT'),
    promoterPostalCode: text('promoter_postal_code').notNull().default(''),
    promoterTel: text('promoter_tel').notNull().default(''),
    promoterEmail: text('promoter_email').notNull().default(''),
    promoterPec: text('promoter_pec').notNull().default(''),
    promoterLegalName: text('promoter_legal_name').notNull().default(''),
    promoterLegalSurname: text('promoter_legal_surname').notNull().default(''),
    delegatedBy: text('delegated_by'),
    eudraCTNumber: text('eudract_number').notNull().default(''),
    studyTitle: text('study_title').notNull().default(''),
    protocolNumber: text('protocol_number').notNull().default(''),
    protocolVersion: text('protocol_version').notNull().default(''),
    protocolDate: text('protocol_date'),
    principalInvestigator: text('principal_investigator').notNull().default(''),
    investigationalDrug: text('investigational_drug').notNull().default(''),
    linkedRequestId: text('linked_request_id').references((): AnyPgColumn => requests.id),
    requestDocumentId: text('request_document_id').references(() => documents.id),
    reportDocumentId: text('report_document_id').references(() => documents.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    corporateId: text('corporate_id').references(() => users.id),
    sent: instant('sent'),
    updated: instant('updated').notNull(),
    isClone: boolean('is_clone').notNull().default(false),
    /** The request a meeting's frozen clone was taken from. */
    cloneOf: text('clone_of').references((): AnyPgColumn => requests.id),
    /** When the secretariat last forwarded the request to the committee (the committee's clock). */
    forwarded: instant('forwarded'),
    /** The applicant's due date while an integration round runs; null when the clock is stopped. */
    integrationDue: instant('integration_due'),
    /** When the 30-day reminder of the current round was recorded (each reminder once per round). */
    integrationReminder30: instant('integration_reminder30'),
    integrationReminder7: instant('integration_reminder7'),
    /** When the due date passed: 'Termine scaduto' until the secretariat rejects or extends. */
    integrationLapsed: instant('integration_lapsed'),
    /**
     * The 'integrated' date (the contract's `integratedDate` over the state and logs), null when the
     * request is not integrated: kept by `refreshIntegratedDate` in the transaction of every change.
     */
    integrated: instant('integrated'),
  },
  (table) => [
    // Whether a document is attached to anything (the orphan uploads job, the uploaders' quota).
    index('requests_request_document_idx').on(table.requestDocumentId),
    index('requests_report_document_idx').on(table.reportDocumentId),
    // Clones copy the identifier of the request they freeze; only originals must be unique.
    uniqueIndex('requests_identifier_unique').on(table.identifier).where(sql`not ${table.isClone}`),
    index('requests_state_idx').on(table.state),
    index('requests_type_idx').on(table.type),
    index('requests_user_idx').on(table.userId),
    index('requests_corporate_idx').on(table.corporateId),
    index('requests_sent_idx').on(table.sent),
    index('requests_updated_idx').on(table.updated),
    // The lists' sorts as they are asked (`sent desc nulls last, id` on screen, `updated desc` by default),
    // over the rows lists show: a page reads its rows in index order instead of sorting every match.
    index('requests_list_sent_idx')
      .on(table.sent.desc().nullsLast(), table.id)
      .where(sql`not ${table.isClone}`),
    index('requests_list_updated_idx')
      .on(table.updated.desc().nullsLast(), table.id)
      .where(sql`not ${table.isClone}`),
    index('requests_clone_of_idx').on(table.cloneOf),
    index('requests_integration_due_idx')
      .on(table.integrationDue)
      .where(sql`${table.integrationDue} is not null`),
    // The listed integrated requests ('Visualizza solo richieste integrate'): their count reads this
    // small index alone (~1 ms at 100k) instead of every row (~33 ms); pages walk the sort's index.
    index('requests_list_integrated_idx')
      .on(table.integrated)
      .where(sql`not ${table.isClone} and ${table.integrated} is not null`),
    index('requests_study_title_trgm_idx').using('gin', table.studyTitle.op('gin_trgm_ops')),
    index('requests_subject_trgm_idx').using('gin', table.subject.op('gin_trgm_ops')),
    index('requests_principal_investigator_trgm_idx').using(
      'gin',
      table.principalInvestigator.op('gin_trgm_ops'),
    ),
  ],
);

/** Attachments; several rows of one type are that type's history, newest last. */
export const requestDocuments = pgTable(
  'request_documents',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id),
    type: text('type').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('request_documents_document_idx').on(table.documentId),
    primaryKey({ columns: [table.requestId, table.documentId] }),
  ],
);

/**
 * Every report attached to a request, oldest first: its versions, kept as attachments keep theirs
 * (`request_documents`); `requests.report_document_id` is the newest.
 */
export const requestReports = pgTable(
  'request_reports',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id),
    position: integer('position').notNull(),
  },
  (table) => [
    index('request_reports_document_idx').on(table.documentId),
    primaryKey({ columns: [table.requestId, table.documentId] }),
  ],
);

/**
 * Totals of the listed requests (not clones) by the columns lists filter on, as +1 / -1 rows appended
 * by statement triggers on `requests` (migration 0012) and folded by a job: summed at read instead of
 * counting every request. Written only by the triggers and the job.
 */
export const requestTallies = pgTable('request_tallies', {
  state: text('state').$type<RequestState>().notNull(),
  type: text('type').$type<RequestType>(),
  lapsed: boolean('lapsed').notNull(),
  delta: integer('delta').notNull(),
});

/** The same per owner and company: an applicant's own scope, a company's list, one user's requests. */
export const requestOwnerTallies = pgTable(
  'request_owner_tallies',
  {
    userId: text('user_id').notNull(),
    corporateId: text('corporate_id'),
    state: text('state').$type<RequestState>().notNull(),
    type: text('type').$type<RequestType>(),
    lapsed: boolean('lapsed').notNull(),
    delta: integer('delta').notNull(),
    /** A key's folded sum (true) or a delta a trigger appended since the last fold (false). */
    folded: boolean('folded').notNull().default(false),
  },
  (table) => [
    index('request_owner_tallies_unfolded_idx').on(table.userId).where(sql`not ${table.folded}`),
    index('request_owner_tallies_user_idx').on(table.userId),
    index('request_owner_tallies_corporate_idx').on(table.corporateId),
  ],
);

export const requestLogs = pgTable(
  'request_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    operation: text('operation').$type<LogOperation>().notNull(),
    role: text('role').$type<RoleName>().notNull(),
    /** The actor's fiscal code ('JOB' for the protocol job). */
    userFiscalCode: text('user_fiscal_code').notNull(),
    date: instant('date').notNull(),
    /** The state the operation led to; null when it changed none (or for old rows the audit log could not tell). */
    state: text('state').$type<RequestState>(),
  },
  (table) => [
    index('request_logs_request_idx').on(table.requestId, table.date),
    index('request_logs_operation_idx').on(table.operation, table.date),
  ],
);

export const requestComments = pgTable(
  'request_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    date: instant('date').notNull(),
    body: text('body').notNull(),
  },
  (table) => [index('request_comments_request_idx').on(table.requestId)],
);

/** The last protocol number given in each year, for the internal registry. */
export const protocolCounters = pgTable('protocol_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Protocol registrations of a request or of a meeting. */
export const protocols = pgTable(
  'protocols',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: text('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    conferenceId: text('conference_id').references(() => conferences.id, { onDelete: 'cascade' }),
    /** For a meeting: the minutes or signed minutes registered, so each upload is registered once. */
    documentId: text('document_id').references(() => documents.id),
    protocol: integer('protocol').notNull(),
    year: integer('year').notNull(),
    date: instant('date').notNull(),
  },
  (table) => [
    index('protocols_document_idx').on(table.documentId),
    index('protocols_request_idx').on(table.requestId),
    index('protocols_conference_idx').on(table.conferenceId),
    check('protocols_owner', sql`num_nonnulls(${table.requestId}, ${table.conferenceId}) = 1`),
  ],
);

export const requestConfigs = pgTable('request_configs', {
  id: id(),
  requestType: text('request_type').$type<RequestType>().notNull().unique(),
  /** Days the applicant has for each integration round of this type. */
  integrationLimitDays: integer('integration_limit_days').notNull().default(180),
  updated: instant('updated').notNull(),
});

export const documentFields = pgTable(
  'document_fields',
  {
    configId: text('config_id')
      .notNull()
      .references(() => requestConfigs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    required: boolean('required').notNull(),
    templateId: text('template_id')
      .notNull()
      .references(() => documents.id),
  },
  (table) => [primaryKey({ columns: [table.configId, table.position] })],
);

export const conferences = pgTable(
  'conferences',
  {
    id: id(),
    subject: text('subject').notNull(),
    agenda: text('agenda').notNull(),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date'),
    openDate: instant('open_date'),
    closeDate: instant('close_date'),
    conferenceDocumentId: text('conference_document_id').references(() => documents.id),
    conferenceDocumentSignedId: text('conference_document_signed_id').references(() => documents.id),
    updated: instant('updated').notNull(),
  },
  (table) => [
    index('conferences_start_date_idx').on(table.startDate),
    // The meeting list's default sort, `start_date desc nulls last, id`, read in index order.
    index('conferences_list_start_date_idx').on(table.startDate.desc().nullsLast(), table.id),
    index('conferences_subject_trgm_idx').using('gin', table.subject.op('gin_trgm_ops')),
    index('conferences_agenda_trgm_idx').using('gin', table.agenda.op('gin_trgm_ops')),
  ],
);

export const MEETING_ENTRY_OUTCOMES = ['postponed', 'withdrawn'] as const;

/** The requests of a meeting and their rapporteurs. */
export const conferenceRequests = pgTable(
  'conference_requests',
  {
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id),
    rapporteurId: text('rapporteur_id').references(() => users.id),
    position: integer('position').notNull(),
    /** Set at closing for a request left without an outcome: 'postponed' or 'withdrawn'. */
    outcome: text('outcome', { enum: MEETING_ENTRY_OUTCOMES }),
  },
  (table) => [
    primaryKey({ columns: [table.conferenceId, table.requestId] }),
    index('conference_requests_request_idx').on(table.requestId),
  ],
);

/** A meeting's report summary for one of its requests. */
export const conferenceComments = pgTable(
  'conference_comments',
  {
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.conferenceId, table.requestId] })],
);

export const CONFERENCE_FILE_KINDS = ['report', 'omissis'] as const;
export type ConferenceFileKind = (typeof CONFERENCE_FILE_KINDS)[number];

/** A meeting's report attachment ('report') or omissis attachment for one of its requests. */
export const conferenceFiles = pgTable(
  'conference_files',
  {
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id),
    kind: text('kind', { enum: CONFERENCE_FILE_KINDS }).notNull(),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id),
  },
  (table) => [
    index('conference_files_document_idx').on(table.documentId),
    primaryKey({ columns: [table.conferenceId, table.requestId, table.kind] }),
  ],
);

/**
 * Every version of a meeting's report text, report attachment and omissis attachment for one of its
 * requests, oldest first: corrections made until the meeting closes never erase what was there.
 */
export const conferenceReportVersions = pgTable(
  'conference_report_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id),
    /** 'comment' for the report text, or a file kind. */
    kind: text('kind', { enum: ['comment', ...CONFERENCE_FILE_KINDS] }).notNull(),
    body: text('body'),
    documentId: text('document_id').references(() => documents.id),
    userId: text('user_id').references(() => users.id),
    date: instant('date').notNull(),
  },
  (table) => [
    index('conference_report_versions_document_idx').on(table.documentId),
    index('conference_report_versions_idx').on(table.conferenceId, table.requestId),
  ],
);

export const homes = pgTable('homes', {
  id: id(),
  header: text('header').notNull(),
  body: text('body').notNull(),
  footer: text('footer').notNull(),
  created: instant('created').notNull(),
  updated: instant('updated').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  updateUserId: text('update_user_id').references(() => users.id),
});

/** Documents of the site itself, by role: the documentation page's fee sheet ('feeSheet'). */
export const SITE_DOCUMENT_KEYS = ['feeSheet'] as const;

export const siteDocuments = pgTable('site_documents', {
  key: text('key', { enum: SITE_DOCUMENT_KEYS }).primaryKey(),
  documentId: text('document_id')
    .notNull()
    .references(() => documents.id),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  updated: instant('updated').notNull(),
});

export const provinces = pgTable('provinces', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
    name: text('name').notNull(),
  },
  (table) => [unique('cities_province_name_unique').on(table.provinceCode, table.name)],
);

/** The changed fields of a record, by name, as JSON. */
export type AuditFields = Record<string, unknown>;

/**
 * Every write of the application: who (user id and fiscal code, in which role), what (the call or job),
 * on which record (kind and id), when, and the changed fields before and after (`before` null on a
 * creation, `after` null on a deletion). Append-only: a trigger of migration 0003 refuses UPDATE, DELETE
 * and TRUNCATE. No foreign keys, on purpose: a row outlives the draft or user it is about.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    /** Null for the protocol job, which is no user. */
    userId: text('user_id'),
    userFiscalCode: text('user_fiscal_code').notNull(),
    role: text('role').notNull(),
    operation: text('operation').notNull(),
    recordKind: text('record_kind').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before').$type<AuditFields>(),
    after: jsonb('after').$type<AuditFields>(),
  },
  (table) => [index('audit_log_record_idx').on(table.recordKind, table.recordId, table.at)],
);

/**
 * Who downloaded which document, when and in which role: the staff's 'Cronologia' shows it, as the
 * audit log shows writes. Append-only like `audit_log` (triggers of migration 0008); no foreign keys,
 * so a row outlives the document or user it is about.
 */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    userId: text('user_id').notNull(),
    userFiscalCode: text('user_fiscal_code').notNull(),
    role: text('role').notNull(),
    documentId: text('document_id').notNull(),
    /** The call that served it: `document.get` or `document.getAllDocuments`. */
    operation: text('operation').notNull(),
  },
  (table) => [index('document_downloads_document_idx').on(table.documentId, table.at)],
);

/** A submitted version's attachment, as it was sent. */
export interface SubmittedDocument {
  id: string;
  fileName: string;
  type: string;
}

/**
 * Each sending of a request, frozen: the form's fields and the attachments as they were sent, so any two
 * submissions can be compared after an integration. Append-only (triggers of migration 0008); no foreign
 * keys, as in the audit log.
 */
export const requestSubmissions = pgTable(
  'request_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: text('request_id').notNull(),
    /** 1 for the first sending, then 2, 3…: the ordinal of the request's SEND logs. */
    version: integer('version').notNull(),
    sent: instant('sent').notNull(),
    userId: text('user_id').notNull(),
    fields: jsonb('fields').$type<Record<string, string | null>>().notNull(),
    documents: jsonb('documents').$type<SubmittedDocument[]>().notNull(),
  },
  (table) => [unique('request_submissions_version_unique').on(table.requestId, table.version)],
);

/** A committee member's declared conflict of interest on a request: one per member and request. */
export const conflictsOfInterest = pgTable(
  'conflicts_of_interest',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    declared: instant('declared').notNull(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.userId] })],
);

/**
 * The outbox of notifications: written in the transaction of the event it tells about, so a message
 * exists exactly when its event committed; the delivery job (jobs/notificationDelivery.ts) sends it.
 * Rendered when written (subject, body, link in the recipient's language), so ADMIN reads on 'Posta
 * inviata' what was, or will be, sent. No foreign keys, as in the audit log.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** What the message is about: 'request', 'meeting' or 'registration' (the person's id), and its id. */
    recordKind: text('record_kind').$type<'request' | 'meeting' | 'registration'>().notNull(),
    recordId: text('record_id').notNull(),
    userId: text('user_id').notNull(),
    /** The address when written; null when the user had none (the message is FAILED until resent). */
    recipient: text('recipient'),
    language: text('language').$type<NotificationLanguage>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    status: text('status').$type<NotificationStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttempt: instant('next_attempt').notNull(),
    lastError: text('last_error'),
    created: instant('created').notNull(),
    sent: instant('sent'),
  },
  (table) => [
    check('notification_outbox_status_known', sql`${table.status} in ('PENDING', 'SENT', 'FAILED')`),
    index('notification_outbox_due_idx').on(table.status, table.nextAttempt),
    index('notification_outbox_created_idx').on(table.created),
  ],
);

/**
 * Sign-in sessions the server was told have ended (migration 0014, docs/sign-in.md "What 'Esci'
 * ends"): every instance refuses their access tokens until `until`, when they would have expired.
 * `kind` says what `value` is: a session (`sid`), one token (`jti` or the token's hash), or a subject
 * whose tokens issued until `ended` are refused (a back-channel logout naming no session).
 */
export const endedSignIns = pgTable(
  'ended_sign_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    issuer: text('issuer').notNull(),
    kind: text('kind').$type<'sid' | 'token' | 'sub'>().notNull(),
    value: text('value').notNull(),
    reason: text('reason').$type<'signOut' | 'backchannelLogout' | 'grantRevoked'>().notNull(),
    ended: instant('ended').notNull(),
    until: instant('until').notNull(),
  },
  (table) => [
    check('ended_sign_ins_kind_known', sql`${table.kind} in ('sid', 'token', 'sub')`),
    check(
      'ended_sign_ins_reason_known',
      sql`${table.reason} in ('signOut', 'backchannelLogout', 'grantRevoked')`,
    ),
    index('ended_sign_ins_value_idx').on(table.value),
    index('ended_sign_ins_until_idx').on(table.until),
  ],
);

/** Where the logo of ADMIN's committee identity comes from: the installation's file, an upload, or none. */
export const COMMITTEE_LOGO_KINDS = ['installation', 'uploaded', 'none'] as const;

/**
 * ADMIN's 'Identità del comitato', one row at most: while there is none, the installation's
 * `COMMITTEE_*` settings are in force. The texts are one JSON value, checked by the contract's schema
 * on the way in and out; the logo's bytes sit beside them, so every instance serves the same one.
 */
export const committeeIdentity = pgTable(
  'committee_identity',
  {
    key: text('key', { enum: ['committee'] }).primaryKey(),
    fields: jsonb('fields').$type<CommitteeIdentityFields>().notNull(),
    logoKind: text('logo_kind', { enum: COMMITTEE_LOGO_KINDS }).notNull(),
    logo: bytea('logo'),
    logoType: text('logo_type'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    updated: instant('updated').notNull(),
  },
  (table) => [
    check('committee_identity_one_row', sql`${table.key} = 'committee'`),
    check(
      'committee_identity_logo_kind_known',
      sql`${table.logoKind} in ('installation', 'uploaded', 'none')`,
    ),
    check(
      'committee_identity_uploaded_logo',
      sql`(${table.logoKind} = 'uploaded') = (${table.logo} is not null and ${table.logoType} is not null)`,
    ),
  ],
);

/**
 * Applicants' own sign-up: one row per person (sent again after a refusal, the same row), with the
 * company they named as they typed it, so a proposed company exists only once the secretariat confirms.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    /** The registered company: chosen, joined on confirmation, or created from the proposal. */
    companyId: text('company_id').references(() => users.id),
    companyVat: text('company_vat').notNull(),
    companyName: text('company_name').notNull(),
    companyAddress: text('company_address'),
    companyPec: text('company_pec'),
    companyProposed: boolean('company_proposed').notNull(),
    relation: text('relation').$type<RegistrationRelation>().notNull(),
    delegationLetterId: text('delegation_letter_id').references(() => documents.id),
    status: text('status').$type<RegistrationStatus>().notNull(),
    refusalReason: text('refusal_reason'),
    submitted: instant('submitted').notNull(),
    decided: instant('decided'),
    decidedBy: text('decided_by').references(() => users.id),
    updated: instant('updated').notNull(),
  },
  (table) => [
    check('registrations_status_known', sql`${table.status} in ('PENDING', 'CONFIRMED', 'REFUSED')`),
    check('registrations_relation_known', sql`${table.relation} in ('PROMOTER_EMPLOYEE', 'DELEGATED_CRO')`),
    index('registrations_status_submitted_idx').on(table.status, table.submitted),
    index('registrations_company_vat_idx').on(table.companyVat),
  ],
);
