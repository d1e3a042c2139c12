import { createHash } from 'node:crypto';
import type { Request } from '@cet-portal/api-client/contract';
import { DEMO_ACCOUNTS, type MockWorld, type StoredConference } from '@cet-portal/api-client/msw';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { refreshIntegratedDates } from '../db/queries/integratedDates';
import {
  auditLog,
  cities,
  conferenceComments,
  conferenceFiles,
  conferenceReportVersions,
  conferenceRequests,
  conferences,
  documentContents,
  documentFields,
  documents,
  homes,
  notificationOutbox,
  protocolCounters,
  protocols,
  provinces,
  registrations,
  requestComments,
  requestConfigs,
  requestDocuments,
  requestLogs,
  requestReports,
  requests,
  roles,
  siteDocuments,
  userRoles,
  users,
} from '../db/schema';

/*
 * The mocks' world (`buildMockDataset()`) as the server's rows: each wire field goes to the column the
 * server reads it back from (db/queries/requests.ts, conferences.ts, users.ts, calls/*). What the wire
 * does not carry and the schema wants is said where it is written:
 * - a log row's `state` (the state the operation led to) is null, as for old rows the audit log could
 *   not tell: the wire's log has no state, so the dashboard's phases have no ends;
 * - a clone's `clone_of` is the original with the same identifier (clones copy it, originals are unique);
 * - a document's owner is its `uploadedBy`, absent for every file of the dataset; its `purpose` is
 *   'template' when a request type names it as a template, 'feeSheet' when it is the fee sheet;
 * - a meeting protocol's minutes (`protocols.document_id`) is null: the wire does not say which minutes
 *   it registered, so the protocol job would register both minutes of a closed meeting again;
 * - a notification's record (`record_kind`, `record_id`) is read back from the link the server writes;
 * - a meeting's audit rows say what the world tells of it: created by the secretariat's demo account at
 *   its start, opened and closed by the president's at those dates;
 * - a registration's audit rows say what it tells: sent by the person at `submitted` (their account made
 *   then too), confirmed or refused by `decidedBy` at `decided`;
 * - the integration reminders, the submissions (`request_submissions`), the conflicts of interest, the
 *   rest of the audit log and the downloads are empty: the dataset has none of them.
 */

/** Rows per statement: far below PostgreSQL's 65,535 parameters for the widest table (requests). */
const BATCH = 500;

/** `keepExisting`: rows the database may hold already (reference data) are left as they are. */
const insertAll = async <Table extends PgTable>(
  db: Db,
  table: Table,
  rows: Table['$inferInsert'][],
  { keepExisting = false } = {},
): Promise<void> => {
  for (let start = 0; start < rows.length; start += BATCH) {
    const insert = db.insert(table).values(rows.slice(start, start + BATCH));
    await (keepExisting ? insert.onConflictDoNothing() : insert);
  }
};

const instant = (value: string): Date => new Date(value);
const instantOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));

const userRows = (world: MockWorld) => {
  // Companies first: a person's company must exist when a batch names it.
  const ordered = [...world.users].sort((a, b) => Number(b.isCorporate) - Number(a.isCorporate));
  return ordered.map((user) => {
    const preferences = world.preferences.get(user._id);
    return {
      id: user._id,
      fiscalCode: user.fiscalCode,
      name: user.name,
      surname: user.surname,
      fullname: user.fullname,
      isCorporate: user.isCorporate,
      corporateId: user.corporate?._id ?? null,
      inserted: instant(user.inserted),
      lastActivity: instantOrNull(user.lastActivity),
      updated: instant(user.updated),
      email: user.email,
      ...(preferences
        ? { language: preferences.language, notificationsOff: preferences.notificationsOff }
        : {}),
    };
  });
};

const documentRows = (world: MockWorld) => {
  const templates = new Set(
    world.requestConfigs.flatMap((config) => config.documentType.map((field) => field.template)),
  );
  const stored = [...world.documents.values()];
  return {
    documents: stored.map((document) => {
      const bytes = Buffer.from(document.data, 'base64');
      return {
        id: document._id,
        fileName: document.fileName,
        type: document.type,
        contentType: document.contentType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        ownerId: document.uploadedBy ?? null,
        purpose: templates.has(document._id)
          ? ('template' as const)
          : document._id === world.feeSheet
            ? ('feeSheet' as const)
            : null,
        updated: instant(document.updated),
      };
    }),
    contents: stored.map((document) => ({
      documentId: document._id,
      data: Buffer.from(document.data, 'base64'),
    })),
  };
};

const requestRow = (request: Request, originals: Map<number, string>) => ({
  id: request._id,
  identifier: request.identifier,
  state: request.state,
  type: request.type,
  subject: request.subject,
  description: request.description,
  comment: request.comment,
  promoterName: request.promoterName,
  promoterVat: request.promoterVat,
  promoterAddress: request.promoterAddress,
  promoterCity: request.promoterCity,
  promoterProvince: request.promoterProvince,
  promoterCountry: request.promoterCountry,
  promoterPostalCode: request.promoterPostalCode,
  promoterTel: request.promoterTel,
  promoterEmail: request.promoterEmail,
  promoterPec: request.promoterPec,
  promoterLegalName: request.promoterLegalName,
  promoterLegalSurname: request.promoterLegalSurname,
  delegatedBy: request.delegatedBy,
  eudraCTNumber: request.eudraCTNumber,
  studyTitle: request.studyTitle,
  protocolNumber: request.protocolNumber,
  protocolVersion: request.protocolVersion,
  protocolDate: request.protocolDate,
  principalInvestigator: request.principalInvestigator,
  investigationalDrug: request.investigationalDrug,
  linkedRequestId: request.linkedRequestId,
  requestDocumentId: request.requestDocument?._id ?? null,
  reportDocumentId: request.reportDocument?._id ?? null,
  userId: request.user,
  corporateId: request.corporate,
  sent: instantOrNull(request.sent),
  updated: instant(request.updated),
  isClone: request.isClone,
  cloneOf:
    request.isClone && request.identifier !== null ? (originals.get(request.identifier) ?? null) : null,
  forwarded: instantOrNull(request.forwarded),
  integrationDue: instantOrNull(request.integrationDue),
  integrationLapsed: instantOrNull(request.integrationLapsed),
});

/** A request's attachments, reports, history, comments and protocols, in the order the wire lists them. */
const requestChildren = (world: MockWorld) => ({
  attachments: world.requests.flatMap((request) =>
    request.documents.map((document, position) => ({
      requestId: request._id,
      documentId: document._id,
      type: document.type,
      position,
    })),
  ),
  reports: world.requests.flatMap((request) =>
    request.reportVersions.map((report, position) => ({
      requestId: request._id,
      documentId: report._id,
      position,
    })),
  ),
  logs: world.requests.flatMap((request) =>
    request.logs.map((log) => ({
      requestId: request._id,
      operation: log.operation,
      role: log.role,
      userFiscalCode: log.user,
      date: instant(log.date),
      state: null,
    })),
  ),
  comments: world.requests.flatMap((request) =>
    request.comments.map((comment) => ({
      requestId: request._id,
      userId: comment.user._id,
      date: instant(comment.date),
      body: comment.body,
    })),
  ),
  protocols: world.requests.flatMap((request) =>
    request.protocols.map((protocol) => ({
      requestId: request._id,
      protocol: protocol.protocol,
      year: protocol.year,
      date: instant(protocol.date),
    })),
  ),
});

const meetingRow = (meeting: StoredConference) => ({
  id: meeting._id,
  subject: meeting.subject,
  agenda: meeting.agenda,
  startDate: instant(meeting.startDate),
  endDate: instantOrNull(meeting.endDate),
  openDate: instantOrNull(meeting.openDate),
  closeDate: instantOrNull(meeting.closeDate),
  conferenceDocumentId: meeting.conferenceDocument?._id ?? null,
  conferenceDocumentSignedId: meeting.conferenceDocumentSigned?._id ?? null,
  updated: instant(meeting.updated),
});

const meetingChildren = (world: MockWorld) => ({
  entries: world.conferences.flatMap((meeting) =>
    meeting.requestsUsers.map((entry, position) => ({
      conferenceId: meeting._id,
      requestId: entry.request,
      rapporteurId: entry.user,
      position,
      outcome: entry.outcome ?? null,
    })),
  ),
  comments: world.conferences.flatMap((meeting) =>
    meeting.comments.map((comment) => ({
      conferenceId: meeting._id,
      requestId: comment.request,
      body: comment.body,
    })),
  ),
  files: world.conferences.flatMap((meeting) =>
    (['report', 'omissis'] as const).flatMap((kind) =>
      (kind === 'report' ? meeting.documents : meeting.omissisDocuments).map((entry) => ({
        conferenceId: meeting._id,
        requestId: entry.request,
        kind,
        documentId: entry.file._id,
      })),
    ),
  ),
  versions: world.conferences.flatMap((meeting) =>
    (meeting.reportVersions ?? []).map((version) => ({
      conferenceId: meeting._id,
      requestId: version.request,
      kind: version.kind,
      body: version.body,
      documentId: version.file?._id ?? null,
      userId: version.user?._id ?? null,
      date: instant(version.date),
    })),
  ),
  protocols: world.conferences.flatMap((meeting) =>
    meeting.protocols.map((protocol) => ({
      conferenceId: meeting._id,
      protocol: protocol.protocol,
      year: protocol.year,
      date: instant(protocol.date),
    })),
  ),
});

const NOTIFICATION_LINK = /^\/show(Request|Conference)\/(.+)$/;

const notificationRows = (world: MockWorld) =>
  world.notifications.map((notification) => {
    const [, page, recordId] = NOTIFICATION_LINK.exec(notification.link) ?? [];
    if (!recordId) throw new Error(`Notifica ${notification._id}: link senza pratica (${notification.link})`);
    return {
      id: Number(notification._id),
      kind: notification.kind,
      recordKind: page === 'Request' ? ('request' as const) : ('meeting' as const),
      recordId,
      userId: notification.user._id,
      recipient: notification.recipient,
      language: notification.language,
      subject: notification.subject,
      body: notification.body,
      link: notification.link,
      status: notification.status,
      attempts: notification.attempts,
      nextAttempt: instant(notification.nextAttempt),
      lastError: notification.lastError,
      created: instant(notification.created),
      sent: instantOrNull(notification.sent),
    };
  });

/** The next value of each generated id, after the rows written with their own ids. */
const restartIdentity = (db: Db, table: string) =>
  db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.identifier(table)}`,
  );

const meetingAuditRows = (world: MockWorld) => {
  const actor = (name: 'giuliaBianchi' | 'annaFerrari', role: 'SEG' | 'PRE') => {
    const { _id, fiscalCode } = DEMO_ACCOUNTS[name];
    return { userId: _id, userFiscalCode: fiscalCode, role };
  };
  return world.conferences.flatMap((meeting) => {
    const record = { recordKind: 'meeting', recordId: meeting._id };
    const dated = (at: string | null | undefined, row: Omit<typeof auditLog.$inferInsert, 'at'>) =>
      at ? [{ ...row, at: instant(at) }] : [];
    return [
      ...dated(meeting.startDate, {
        ...actor('giuliaBianchi', 'SEG'),
        ...record,
        operation: 'conference.create',
        after: { subject: meeting.subject },
      }),
      ...dated(meeting.openDate, {
        ...actor('annaFerrari', 'PRE'),
        ...record,
        operation: 'conference.update',
        before: { openDate: null },
        after: { openDate: meeting.openDate },
      }),
      ...dated(meeting.closeDate, {
        ...actor('annaFerrari', 'PRE'),
        ...record,
        operation: 'conference.update',
        before: { closeDate: null },
        after: { closeDate: meeting.closeDate },
      }),
    ];
  });
};

const registrationRows = (world: MockWorld) =>
  world.registrations.map((registration) => ({
    id: registration._id,
    userId: registration.user._id,
    name: registration.name,
    surname: registration.surname,
    email: registration.email,
    companyId: registration.company._id,
    companyVat: registration.company.vat,
    companyName: registration.company.name,
    companyAddress: registration.company.address,
    companyPec: registration.company.pec,
    companyProposed: registration.company.proposed,
    relation: registration.relation,
    delegationLetterId: registration.delegationLetter?._id ?? null,
    status: registration.status,
    refusalReason: registration.refusalReason,
    submitted: instant(registration.submitted),
    decided: instantOrNull(registration.decided),
    decidedBy: registration.decidedBy?._id ?? null,
    updated: instant(registration.updated),
  }));

/** The 'Cronologia' of each registrant's record: account made and registration sent, then the decision. */
const registrationAuditRows = (world: MockWorld): (typeof auditLog.$inferInsert)[] =>
  world.registrations.flatMap((registration) => {
    const person = { userId: registration.user._id, userFiscalCode: registration.user.fiscalCode };
    const sent = { at: instant(registration.submitted), ...person, role: 'RIC' as const };
    const rows: (typeof auditLog.$inferInsert)[] = [
      {
        ...sent,
        operation: 'registration.submit',
        recordKind: 'user',
        recordId: registration.user._id,
        before: null,
        after: { fullname: registration.user.fullname },
      },
      {
        ...sent,
        operation: 'registration.submit',
        recordKind: 'registration',
        recordId: registration.user._id,
        before: null,
        after: { status: 'PENDING' },
      },
    ];
    if (registration.decided && registration.decidedBy && registration.status !== 'PENDING') {
      const confirmed = registration.status === 'CONFIRMED';
      rows.push({
        at: instant(registration.decided),
        userId: registration.decidedBy._id,
        userFiscalCode: registration.decidedBy.fiscalCode,
        role: 'SEG',
        operation: confirmed ? 'registration.confirm' : 'registration.refuse',
        recordKind: 'registration',
        recordId: registration.user._id,
        before: { status: 'PENDING' },
        after: { status: registration.status, refusalReason: registration.refusalReason },
      });
    }
    return rows;
  });

/**
 * Writes the whole mocks' world into a migrated server database that has no users yet (the reference
 * data may be there), in one transaction: the roles (their
 * ids replacing those of the reference data), people and companies, documents with their bytes,
 * request types, requests and meetings with everything they hold, the home page, the fee sheet and the
 * outbox; then the request identifiers and protocol numbers go on from the world's counters, as the
 * mocks' own do.
 */
export const writeMockWorld = async (database: Db, world: MockWorld): Promise<void> =>
  database.transaction(async (db) => {
    for (const role of world.roles) {
      // The wire may leave out a role's version; the schema keeps one, and the dataset always has it.
      if (!role.updated) throw new Error(`Ruolo ${role.name}: manca la data di aggiornamento`);
      const row = {
        id: role._id,
        name: role.name,
        description: role.description ?? '',
        updated: instant(role.updated),
      };
      await db.insert(roles).values(row).onConflictDoUpdate({ target: roles.name, set: row });
    }
    await insertAll(db, users, userRows(world));
    await insertAll(
      db,
      userRoles,
      world.users.flatMap((user) => user.roles.map((role) => ({ userId: user._id, roleId: role._id }))),
    );

    // The world's geography is a few provinces of ISTAT's list, which the server holds already.
    await insertAll(db, provinces, world.provinces, { keepExisting: true });
    await insertAll(
      db,
      cities,
      [...world.cities].flatMap(([provinceCode, list]) => list.map(({ name }) => ({ provinceCode, name }))),
      { keepExisting: true },
    );

    const files = documentRows(world);
    await insertAll(db, documents, files.documents);
    await insertAll(db, documentContents, files.contents);

    await insertAll(
      db,
      requestConfigs,
      world.requestConfigs.map((config) => ({
        id: config._id,
        requestType: config.requestType,
        integrationLimitDays: config.integrationLimitDays,
        updated: instant(config.updated),
      })),
    );
    await insertAll(
      db,
      documentFields,
      world.requestConfigs.flatMap((config) =>
        config.documentType.map((field, position) => ({
          configId: config._id,
          position,
          label: field.label,
          required: field.required,
          templateId: field.template,
        })),
      ),
    );

    const originals = new Map(
      world.requests.flatMap((request) =>
        !request.isClone && request.identifier !== null ? [[request.identifier, request._id] as const] : [],
      ),
    );
    await insertAll(
      db,
      requests,
      world.requests.map((request) => requestRow(request, originals)),
    );
    const held = requestChildren(world);
    await insertAll(db, requestDocuments, held.attachments);
    await insertAll(db, requestReports, held.reports);
    await insertAll(db, requestLogs, held.logs);
    await insertAll(db, requestComments, held.comments);
    await insertAll(db, protocols, held.protocols);
    // Rows written directly: their integration dates come from their logs, as the server keeps them.
    await refreshIntegratedDates(db);

    await insertAll(db, conferences, world.conferences.map(meetingRow));
    const meetings = meetingChildren(world);
    await insertAll(db, conferenceRequests, meetings.entries);
    await insertAll(db, conferenceComments, meetings.comments);
    await insertAll(db, conferenceFiles, meetings.files);
    await insertAll(db, conferenceReportVersions, meetings.versions);
    await insertAll(db, protocols, meetings.protocols);
    await insertAll(db, auditLog, meetingAuditRows(world));
    await insertAll(db, registrations, registrationRows(world));
    await insertAll(db, auditLog, registrationAuditRows(world));

    await insertAll(
      db,
      homes,
      world.homes.map((home) => ({
        id: home._id,
        header: home.header,
        body: home.body,
        footer: home.footer,
        created: instant(home.created),
        updated: instant(home.updated),
        userId: home.user,
        updateUserId: home.updateUser?._id ?? null,
      })),
    );
    if (world.feeSheet !== null) {
      const feeSheet = world.documents.get(world.feeSheet);
      // The schema records who published it; the world knows only who uploaded the file, if anyone.
      if (!feeSheet?.uploadedBy) throw new Error(`Modulo oneri ${world.feeSheet}: manca chi lo ha caricato`);
      await db.insert(siteDocuments).values({
        key: 'feeSheet',
        documentId: feeSheet._id,
        userId: feeSheet.uploadedBy,
        updated: instant(feeSheet.updated),
      });
    }

    const outbox = notificationRows(world);
    for (let start = 0; start < outbox.length; start += BATCH) {
      // The wire's `_id` is the outbox row's number: kept, so both backends name a message alike.
      await db
        .insert(notificationOutbox)
        .overridingSystemValue()
        .values(outbox.slice(start, start + BATCH));
    }
    await restartIdentity(db, 'notification_outbox');

    const { identifier, protocols: lastProtocols } = world.counters;
    await db.execute(
      identifier > 0
        ? sql`select setval('request_identifier_seq', ${identifier})`
        : sql`select setval('request_identifier_seq', 1, false)`,
    );
    const counters = [...lastProtocols].map(([year, last]) => ({ year, last }));
    if (counters.length > 0) await db.insert(protocolCounters).values(counters);
  });
