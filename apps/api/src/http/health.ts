import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type { TokenAuthority } from '../auth/tokenAuthority';
import type { ServerConfig } from '../config';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable';
import { errorBody } from './errors';
import { documentStoreCheck } from './storeReadiness';

/** What one dependency's check found: `ok` false takes the server out of rotation if the check is critical. */
export interface CheckResult {
  ok: boolean;
  /** Why, in Italian, with the technical cause where there is one ('connect ECONNREFUSED …'). */
  detail: string;
  /** False for a dependency this deployment does without (no SMTP_URL): reported, never a failure. */
  configured?: boolean;
}

/**
 * One dependency of the readiness check. Registered by whatever part of the server owns it
 * (`app.readiness.set(...)`).
 */
export interface DependencyCheck {
  name: string;
  /**
   * Whether the server is of no use without it (503 while it is down). A non-critical one, down,
   * leaves the server ready and says 'degraded': the mail relay, whose messages wait in the outbox.
   * @default true
   */
  critical?: boolean;
  check(): Promise<CheckResult>;
}

export interface Readiness {
  /** Adds a check, or replaces the one of the same name. */
  set(check: DependencyCheck): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies `GET /api/health/ready` checks. */
    readiness: Readiness;
  }
}

/** A check that has not answered in this time counts as down: a probe must get its answer promptly. */
export const CHECK_TIMEOUT_MS = 3_000;
/** The mail relay is asked at most this often: a poll every second must not open a connection each time. */
export const MAIL_CHECK_CACHE_MS = 10_000;
/** A mail relay that has not greeted in this time counts as down. */
const MAIL_CHECK_TIMEOUT_MS = 2_000;

type DependencyState = 'up' | 'down' | 'notConfigured';

const causeOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const withTimeout = async (check: DependencyCheck): Promise<CheckResult> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, detail: `nessuna risposta entro ${CHECK_TIMEOUT_MS / 1000} secondi` }),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      check.check().catch((error: unknown) => ({ ok: false, detail: causeOf(error) })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The mail relay (SMTP_URL), asked with nodemailer's `verify()` (connect, greeting, EHLO, sign-in when
 * the URL has credentials, QUIT): at most once per MAIL_CHECK_CACHE_MS, the answer kept between, and
 * one question at a time however many probes ask at once.
 */
export const mailRelayCheck = (
  mail: ServerConfig['mail'],
  { cacheMs = MAIL_CHECK_CACHE_MS, log }: { cacheMs?: number; log?: FastifyBaseLogger } = {},
): DependencyCheck => {
  if (!mail) {
    const result = { ok: true, configured: false, detail: 'non configurato (SMTP_URL non impostato)' };
    return { name: 'mailRelay', critical: false, check: async () => result };
  }
  let last: { result: Promise<CheckResult>; at: number } | null = null;
  const ask = async (): Promise<CheckResult> => {
    const transport = createTransport({
      url: mail.smtpUrl,
      connectionTimeout: MAIL_CHECK_TIMEOUT_MS,
      greetingTimeout: MAIL_CHECK_TIMEOUT_MS,
      socketTimeout: MAIL_CHECK_TIMEOUT_MS,
    });
    try {
      await transport.verify();
      return { ok: true, detail: 'il server di posta risponde' };
    } catch (error) {
      log?.warn({ err: error }, 'health check: mail relay unreachable');
      return { ok: false, detail: `il server di posta non risponde (${causeOf(error)})` };
    } finally {
      transport.close();
    }
  };
  return {
    name: 'mailRelay',
    critical: false,
    check: () => {
      if (!last || Date.now() - last.at >= cacheMs) last = { result: ask(), at: Date.now() };
      return last.result;
    },
  };
};

/**
 * The sign-in issuer: the embedded one is part of this process; an external one is up once its
 * discovery has succeeded (its keys are then cached by jose, docs/sign-in.md).
 */
export const identityProviderCheck = (authority: Pick<TokenAuthority, 'state'>): DependencyCheck => ({
  name: 'identityProvider',
  check: async () => {
    const state = authority.state();
    if (state.kind === 'embedded') return { ok: true, detail: 'emittente integrato (accesso dimostrativo)' };
    if (state.kind === 'discovered') return { ok: true, detail: `emittente ${state.issuer} raggiunto` };
    const next = state.nextAttemptAt ? `; prossimo tentativo alle ${state.nextAttemptAt.toISOString()}` : '';
    return {
      ok: false,
      detail: `emittente ${state.issuer} non raggiungibile (${state.lastError ?? 'primo tentativo in corso'}), tentativi: ${state.attempts}${next}`,
    };
  },
});

/**
 * The health endpoints, none of which needs a token, an XSRF header or a session:
 * - `GET /api/health`: 200 while the database answers, 503 otherwise (unchanged, for existing probes);
 * - `GET /api/health/live`: 200 while the process answers at all; no dependency is asked, so a
 *   database or issuer outage never gets the instance restarted (it would not help);
 * - `GET /api/health/ready`: 200 when every critical dependency is up, 503 otherwise, each
 *   dependency with its state and why. docs/operations.md, "Health".
 */
export const healthPlugin = fp<{ mail?: ServerConfig['mail'] }>(
  async (app, { mail }) => {
    const checks = new Map<string, DependencyCheck>();
    app.decorate('readiness', { set: (check: DependencyCheck) => void checks.set(check.name, check) });

    const databaseCheck = async (): Promise<CheckResult> => {
      await app.database.ping();
      return { ok: true, detail: 'il database risponde' };
    };
    app.readiness.set({ name: 'database', check: databaseCheck });
    app.readiness.set(mailRelayCheck(mail, { log: app.log }));
    app.readiness.set(documentStoreCheck(app.database));

    app.get('/api/health', async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(errorBody('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
      }
    });

    app.get('/api/health/live', async () => ({ status: 'ok' }));

    // Concurrent probes share one round of checks: a flood of them costs one database ping at a time.
    let round: Promise<ReadyAnswer> | null = null;
    const checkAll = async (): Promise<ReadyAnswer> => {
      const entries = await Promise.all(
        [...checks.values()].map(async (check) => [check, await withTimeout(check)] as const),
      );
      let ready = true;
      let degraded = false;
      const dependencies: ReadyAnswer['dependencies'] = {};
      for (const [check, result] of entries) {
        const state: DependencyState =
          result.configured === false ? 'notConfigured' : result.ok ? 'up' : 'down';
        dependencies[check.name] = { state, detail: result.detail };
        if (state !== 'down') continue;
        if (check.critical === false) degraded = true;
        else ready = false;
      }
      return { status: ready ? (degraded ? 'degraded' : 'ready') : 'unavailable', dependencies };
    };
    app.get('/api/health/ready', async (_request, reply) => {
      round ??= checkAll().finally(() => {
        round = null;
      });
      const answer = await round;
      return reply.code(answer.status === 'unavailable' ? 503 : 200).send(answer);
    });
  },
  { name: 'health', dependencies: ['database'] },
);

interface ReadyAnswer {
  /** 'degraded': ready, but a non-critical dependency is down. */
  status: 'ready' | 'degraded' | 'unavailable';
  dependencies: Record<string, { state: DependencyState; detail: string }>;
}
