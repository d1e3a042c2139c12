import { createHash } from 'node:crypto';
import type { CallInput, CallKey, CallOutput, RequestState, RoleName } from '@cet-portal/api-client';
import autocannon from 'autocannon';
import { envelopeOf, XSRF_PAIR } from '../support/api';
import { completeFields, dataUrl, PDF_BYTES } from '../support/requests';
import type { Random } from './random';

/** One virtual user: a demo account with one of its roles and a token signed for it. */
export interface VirtualUser {
  fiscalCode: string;
  role: RoleName;
  token: string;
}

/** What the server accepted during the run: afterwards nothing may be missing, doubled or changed. */
export interface Ledger {
  /** Accepted uploads: document id → SHA-256 of the bytes sent. */
  uploads: Map<string, string>;
  /** Drafts created, by id. */
  created: Set<string>;
  /** Draft saves answered 200. */
  saves: number;
  /** Requests sent, by id. */
  sent: Set<string>;
  /** The secretariat's decisions: request id → the state decided. */
  decisions: Map<string, RequestState>;
  /** Documents read back during the load, each compared with the bytes uploaded. */
  documentsRead: number;
}

export interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  p95Ms: number;
  p99Ms: number;
  /** Refused or failed calls (any status but 200, timeouts, socket errors), the first ones in detail. */
  errors: number;
  errorSamples: string[];
}

/** A call of one step: what to send, and what to note when it succeeds. */
interface Action {
  key: CallKey;
  input: unknown;
  onOk?: (data: never) => void;
  /** A write: the run does not stop before its answer has arrived. */
  write?: boolean;
}

interface UserContext {
  user?: VirtualUser;
  /** The draft this applicant is working on. */
  draft?: { _id: string; updated: string };
  /** The document this applicant uploaded last, not yet attached. */
  upload?: string;
  /** The request this applicant sent last, which it reads back. */
  lastSent?: string;
  /** A PENDING request this secretariat user took from the queue, to decide next. */
  toDecide?: { _id: string; updated: string };
  pending?: Action;
}

const action = <Key extends CallKey>(
  key: Key,
  input: CallInput<Key>,
  onOk?: (data: CallOutput<Key>) => void,
): Action => ({ key, input, ...(onOk ? { onOk: onOk as (data: never) => void } : {}) });

/** A call that changes something: noted in the ledger when it succeeds, always awaited before the end. */
const write = <Key extends CallKey>(
  key: Key,
  input: CallInput<Key>,
  onOk: (data: CallOutput<Key>) => void,
): Action => ({ ...action(key, input, onOk), write: true });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Attachments carry a label of the request type; without a configured type any label is accepted. */
const ATTACHMENT_LABEL = 'Protocollo di studio';

/**
 * 100 virtual users (autocannon connections), each a demo account with one role, each walking its
 * role's seven steps over and over: applicants upload, create and save a draft, send it, list, count
 * and read it back; the secretariat lists, takes sent requests once the protocol job has registered them and decides them;
 * committee members, the president and administrators list, count, read requests and read uploaded
 * documents back. Every write is noted in `ledger`, so the test can check the database afterwards.
 * A user never touches what another user works on, so a 409 is an error here, as any non-200 answer.
 */
export const runWorkload = async ({
  url,
  users,
  connections,
  seconds,
  random,
}: {
  url: string;
  users: (index: number) => VirtualUser;
  connections: number;
  seconds: number;
  random: Random;
}): Promise<{ figures: LoadFigures; ledger: Ledger }> => {
  const ledger: Ledger = {
    uploads: new Map(),
    created: new Set(),
    saves: 0,
    sent: new Set(),
    decisions: new Map(),
    documentsRead: 0,
  };
  /** Sent requests waiting for a secretariat user to take them, oldest first. */
  const queue: string[] = [];
  const sentList = (): string[] => [...ledger.sent];
  const errorSamples: string[] = [];
  let errors = 0;
  let nextUser = 0;
  let uploadNumber = 0;
  const contexts: UserContext[] = [];
  /** Past the run's time: users only read, and the run stops once every write has its answer. */
  let closing = false;
  const writesInFlight = () => contexts.some((context) => context.pending?.write);
  const fail = (detail: string) => {
    errors += 1;
    if (errorSamples.length < 10) errorSamples.push(detail);
  };

  const anyUpload = (): Action | undefined => {
    const ids = [...ledger.uploads.keys()];
    if (ids.length === 0) return undefined;
    const id = random.pick(ids);
    return action('document.get', { id }, (file) => {
      ledger.documentsRead += 1;
      if (sha256(Buffer.from(file.data, 'base64')) !== ledger.uploads.get(id))
        fail(`document.get ${id}: bytes differ from the upload`);
    });
  };
  const countAll = action('request.count', { query: {} });

  const applicantSteps: ((context: UserContext) => Action)[] = [
    (context) => {
      uploadNumber += 1;
      // A unique tail after %%EOF makes every upload's bytes (and digest) different; sizes vary to 16 KB.
      const bytes = Buffer.concat([
        PDF_BYTES,
        Buffer.from(`%carico-${uploadNumber}\n`),
        Buffer.alloc(random.between(0, 16_384), uploadNumber % 251),
      ]);
      return write(
        'document.upload',
        { file: dataUrl(bytes), name: `carico-${uploadNumber}.pdf`, type: ATTACHMENT_LABEL },
        (document) => {
          ledger.uploads.set(document._id, sha256(bytes));
          context.upload = document._id;
        },
      );
    },
    (context) =>
      write(
        'request.create',
        completeFields({
          studyTitle: `Studio sotto carico ${uploadNumber}`,
          documents: context.upload ? [{ _id: context.upload, type: ATTACHMENT_LABEL }] : [],
        }),
        (request) => {
          ledger.created.add(request._id);
          context.draft = { _id: request._id, updated: request.updated };
          context.upload = undefined;
        },
      ),
    (context) => {
      const draft = context.draft;
      if (!draft) return countAll;
      return write(
        'request.update',
        { ...draft, subject: `Oggetto rivisto ${random.between(1, 1_000_000)}` },
        (request) => {
          ledger.saves += 1;
          context.draft = { _id: request._id, updated: request.updated };
        },
      );
    },
    (context) => {
      const draft = context.draft;
      if (!draft) return countAll;
      return write('request.send', draft, (request) => {
        ledger.sent.add(request._id);
        queue.push(request._id);
        context.draft = undefined;
        context.lastSent = request._id;
      });
    },
    () => action('request.find', { query: {}, skip: 0, take: 10, sort: { updated: -1 } }),
    () => action('request.count', { query: { states: ['DRAFT'] } }),
    (context) => (context.lastSent ? action('request.get', { id: context.lastSent }) : countAll),
  ];

  const secretariatSteps: ((context: UserContext) => Action)[] = [
    (context) => {
      const id = queue.shift();
      if (!id) return action('request.countByState', { states: ['WAIT_PROT', 'PENDING'] });
      return action('request.get', { id }, (request) => {
        // Still waiting for its protocol: back in the queue for a later turn.
        if (request.state === 'PENDING') context.toDecide = { _id: request._id, updated: request.updated };
        else queue.push(id);
      });
    },
    (context) => {
      const taken = context.toDecide;
      if (!taken) return action('request.find', { query: {}, skip: 0, take: 10, sort: { identifier: 1 } });
      const state = random.pick(['SUBMITTED', 'REJECTED', 'TO_INTEGRATE'] as const);
      const comment = state === 'TO_INTEGRATE' ? 'Allegare il consenso informato aggiornato' : undefined;
      return write('request.decide', { ...taken, state, ...(comment ? { comment } : {}) }, () => {
        ledger.decisions.set(taken._id, state);
        context.toDecide = undefined;
      });
    },
    () => action('request.find', { query: { states: ['PENDING'] }, skip: 0, take: 20, sort: { sent: -1 } }),
    () => countAll,
    () => anyUpload() ?? countAll,
    () => action('request.countByState', { states: ['PENDING', 'SUBMITTED'] }),
    () => action('request.find', { query: { studyTitle: 'carico' }, skip: 0, take: 10, sort: { sent: -1 } }),
  ];

  const readerSteps: ((context: UserContext) => Action)[] = [
    () => action('request.find', { query: {}, skip: 0, take: 10, sort: { sent: -1 } }),
    () => countAll,
    () => {
      const sent = sentList();
      return sent.length > 0 ? action('request.get', { id: random.pick(sent) }) : countAll;
    },
    () => anyUpload() ?? countAll,
    () => action('request.find', { query: { studyTitle: 'sotto carico' }, skip: 10, take: 10, sort: {} }),
    () => action('request.countByState', { states: ['SUBMITTED', 'REJECTED', 'TO_INTEGRATE'] }),
    () =>
      action('request.find', { query: { states: ['PENDING'] }, skip: 0, take: 5, sort: { identifier: -1 } }),
  ];

  const stepsOf = (role: RoleName) =>
    role === 'RIC' ? applicantSteps : role === 'SEG' ? secretariatSteps : readerSteps;

  const requests = applicantSteps.map((_, index) => ({
    setupRequest: (request: autocannon.Request, state: object) => {
      const context = state as UserContext;
      if (!context.user) {
        context.user = users(nextUser++);
        contexts.push(context);
      }
      const step = stepsOf(context.user.role)[index];
      const next = (!closing && step?.(context)) || countAll;
      context.pending = next;
      const { address, envelope } = envelopeOf(next.key, next.input as never, context.user.role);
      return {
        ...request,
        method: 'POST' as const,
        path: address,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${context.user.token}`,
          ...XSRF_PAIR,
        },
        body: JSON.stringify(envelope),
      };
    },
    onResponse: (status: number, body: string, state: object) => {
      const context = state as UserContext;
      const sent = context.pending;
      if (!sent) return;
      context.pending = undefined;
      if (status !== 200)
        return fail(`${sent.key} as ${context.user?.role} → ${status}: ${body.slice(0, 300)}`);
      try {
        sent.onOk?.((JSON.parse(body) as { data: never }).data);
      } catch (error) {
        fail(`${sent.key}: ${(error as Error).message}`);
      }
      if (closing && !writesInFlight()) instance?.stop();
    },
  }));

  const latencies: number[] = [];
  const started = Date.now();
  let instance: autocannon.Instance | undefined;
  let deadline: NodeJS.Timeout | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections,
        // An upper bound only: the run stops itself once `seconds` have passed and no write is in
        // flight, because autocannon drops the calls in flight when it stops, leaving their outcome unknown.
        duration: seconds + 300,
        // A busy 2-core machine may answer slowly: PGlite is one session that serialises every query of
        // 100 users (a p99 of 100 s was seen with the e2e lane running beside it). The lane checks
        // correctness, not speed, so only a call that never comes back is an error.
        timeout: 300,
        requests,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    deadline = setTimeout(() => {
      closing = true;
      if (!writesInFlight()) instance?.stop();
    }, seconds * 1000);
  });
  clearTimeout(deadline);
  const elapsedSeconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (share: number) => latencies[Math.max(0, Math.ceil(latencies.length * share) - 1)] ?? 0;
  // Socket errors and timeouts never reach onResponse: autocannon counts them.
  errors += result.errors + result.timeouts;
  return {
    figures: {
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.total / elapsedSeconds),
      p95Ms: Math.round(percentile(0.95)),
      p99Ms: Math.round(percentile(0.99)),
      errors,
      errorSamples,
    },
    ledger,
  };
};
