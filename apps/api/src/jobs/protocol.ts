import type { RequestState } from '@cet-portal/api-client/contract';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { audited } from '../audit/auditLog';
import type { Database, Db } from '../db/database';
import { appendLog } from '../db/queries/requests';
import { nextVersion } from '../db/queries/sql';
import { conferences, protocols, requests } from '../db/schema';
import { assertTransition } from '../domain/requestTransitions';
import { enqueueNotification } from '../notifications/outbox';
import { internalProtocolRegistry, type ProtocolRegistry } from '../protocols/protocolRegistry';
import { JOB_ACTOR, JOB_AUDIT_ACTOR } from '../setup/jobUser';
import { type JobObserver, type ScheduledJob, scheduleJob } from './scheduledJob';

/** Advisory lock key of the protocol job: one server instance runs it at a time. */
export const PROTOCOL_JOB_LOCK = 0x43455401;

const WAITING_STATES = ['WAIT_PROT', 'WAIT_PROT_CER'] as const satisfies readonly RequestState[];

/** WAIT_PROT → PENDING, WAIT_PROT_CER → SUBMITTED: the protocol transitions of the state machine. */
const PROTOCOL_TARGET = {
  WAIT_PROT: 'PENDING',
  WAIT_PROT_CER: 'SUBMITTED',
} as const satisfies Record<(typeof WAITING_STATES)[number], RequestState>;

/** Registers one waiting request in its own transaction; false when someone moved it meanwhile. */
const registerRequest = async (db: Db, registry: ProtocolRegistry, requestId: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('update');
    if (!row || !(WAITING_STATES as readonly string[]).includes(row.state)) return false;
    const from = row.state as (typeof WAITING_STATES)[number];
    const to = PROTOCOL_TARGET[from];
    assertTransition({ action: 'protocol', from, to, role: JOB_ACTOR.role, user: JOB_ACTOR.fiscalCode });
    const write = {
      actor: JOB_AUDIT_ACTOR,
      operation: 'job.protocol',
      kind: 'request',
      id: requestId,
    } as const;
    return audited(tx, write, async () => {
      const now = new Date();
      const registered = await registry.register(
        { recordId: requestId, identifier: row.identifier, date: now },
        tx,
      );
      await tx.insert(protocols).values({ requestId, ...registered });
      await tx
        .update(requests)
        .set({ state: to, updated: nextVersion(requests.updated, now) })
        .where(and(eq(requests.id, requestId), eq(requests.state, from)));
      await appendLog(tx, requestId, 'PROTOCOL', JOB_ACTOR, now, to);
      await enqueueNotification(tx, { kind: 'request.registered', requestId }, now);
      return true;
    });
  });

/** A meeting's minutes or signed minutes not yet registered: each uploaded document once. */
const unregisteredMinutes = async (db: Db) => {
  const rows = await db
    .select({
      id: conferences.id,
      minutes: conferences.conferenceDocumentId,
      signed: conferences.conferenceDocumentSignedId,
    })
    .from(conferences)
    .where(
      or(isNotNull(conferences.conferenceDocumentId), isNotNull(conferences.conferenceDocumentSignedId)),
    );
  if (rows.length === 0) return [];
  const registered = await db
    .select({ conferenceId: protocols.conferenceId, documentId: protocols.documentId })
    .from(protocols)
    .where(and(isNotNull(protocols.conferenceId), isNotNull(protocols.documentId)));
  const done = new Set(registered.map((row) => `${row.conferenceId}/${row.documentId}`));
  return rows.flatMap((row) =>
    [row.minutes, row.signed]
      .filter((documentId): documentId is string => documentId !== null)
      .filter((documentId) => !done.has(`${row.id}/${documentId}`))
      .map((documentId) => ({ conferenceId: row.id, documentId })),
  );
};

/** Registers one uploaded minutes document of a meeting, in its own transaction, through the same registry. */
const registerMinutes = async (
  db: Db,
  registry: ProtocolRegistry,
  { conferenceId, documentId }: { conferenceId: string; documentId: string },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(conferences).where(eq(conferences.id, conferenceId)).for('update');
    if (!row || ![row.conferenceDocumentId, row.conferenceDocumentSignedId].includes(documentId))
      return false;
    const [already] = await tx
      .select({ id: protocols.id })
      .from(protocols)
      .where(and(eq(protocols.conferenceId, conferenceId), eq(protocols.documentId, documentId)));
    if (already) return false;
    const write = {
      actor: JOB_AUDIT_ACTOR,
      operation: 'job.protocol',
      kind: 'meeting',
      id: conferenceId,
    } as const;
    return audited(tx, write, async () => {
      const now = new Date();
      const registered = await registry.register({ recordId: conferenceId, identifier: null, date: now }, tx);
      await tx.insert(protocols).values({ conferenceId, documentId, ...registered });
      return true;
    });
  });

export interface ProtocolJobRun {
  /** Requests moved on, and meeting minutes registered, by this run. */
  registered: number;
  /** True when another instance held the lock, so this one did nothing. */
  skipped: boolean;
}

/**
 * Registers a protocol for every request waiting for one, oldest sending first, under the
 * advisory lock so two instances never number the same request.
 */
export const runProtocolJob = async (
  database: Database,
  registry: ProtocolRegistry = internalProtocolRegistry,
): Promise<ProtocolJobRun> => {
  const outcome = await database.withAdvisoryLock(
    PROTOCOL_JOB_LOCK,
    async () => {
      const waiting = await database.db
        .select({ id: requests.id })
        .from(requests)
        .where(and(inArray(requests.state, [...WAITING_STATES]), eq(requests.isClone, false)))
        .orderBy(asc(requests.sent), asc(requests.id));
      let registered = 0;
      for (const { id } of waiting) {
        if (await registerRequest(database.db, registry, id)) registered += 1;
      }
      for (const minutes of await unregisteredMinutes(database.db)) {
        if (await registerMinutes(database.db, registry, minutes)) registered += 1;
      }
      return registered;
    },
    { wait: false },
  );
  return outcome.acquired ? { registered: outcome.value, skipped: false } : { registered: 0, skipped: true };
};

export type ProtocolJob = ScheduledJob<ProtocolJobRun>;

/** The job on a timer (none when `intervalMs` is 0) and on demand. */
export const startProtocolJob = (
  database: Database,
  {
    intervalMs,
    log,
    registry,
    observe,
  }: {
    intervalMs: number;
    log: FastifyBaseLogger;
    registry?: ProtocolRegistry;
    observe?: JobObserver | undefined;
  },
): ProtocolJob =>
  scheduleJob(() => runProtocolJob(database, registry), {
    intervalMs,
    log,
    observe,
    name: 'protocol job',
    report: (result) => result.registered > 0,
  });
