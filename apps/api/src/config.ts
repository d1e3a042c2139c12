import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  type AccessibilityStatement,
  APP_CODE,
  committeeIdentityFieldsSchema,
  type DashboardPhase,
  DEFAULT_PRIMARY_COLOUR,
  isPersonIdentityCode,
  MAX_UPLOAD_BYTES,
  type PortalConfig,
  primaryColourSchema,
  type SelfRegistrationMode,
  selfRegistrationModeSchema,
} from '@cet-portal/api-client/contract';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'usa true o false' })
  .transform((value) => value === 'true' || value === '1');

const integer = (message: string) => z.coerce.number({ message }).int({ message });

const perMinute = (fallback: number) =>
  integer('deve essere un numero di richieste al minuto').min(1).max(1_000_000).default(fallback);

const milliseconds = (fallback: number) =>
  integer('deve essere un numero di millisecondi').min(1_000).max(3_600_000).default(fallback);

const targetDays = (fallback: number) =>
  integer('deve essere un numero di giorni').min(1).max(3650).default(fallback);

/** An address or a CIDR range, as Fastify's `trustProxy` (proxy-addr) takes them. */
const isAddressOrRange = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * Whether the server sits behind a proxy that terminates TLS, and which proxy to believe about the
 * caller's address and scheme (`X-Forwarded-For`, `X-Forwarded-Proto`): `true` (the nearest one),
 * a number of hops, or a comma-separated list of proxy addresses or ranges.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'usa true, false, un numero di proxy o un elenco di indirizzi/CIDR separati da virgole',
    });
    return z.NEVER;
  });

const environmentSchema = z.object({
  PORT: integer('deve essere un numero').min(0).max(65535).default(8080),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .url({ message: 'deve essere un URL postgres://…' })
    .refine((url) => /^postgres(ql)?:\/\//.test(url), {
      message: 'deve iniziare con postgres:// o postgresql://',
    })
    .optional(),
  PORTAL_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: booleanFlag.optional(),
  // Made ADMIN at every start (created when missing): a first administrator without a shell on the server.
  BOOTSTRAP_ADMIN_FISCAL_CODES: z
    .string()
    .transform((value, context) => {
      const codes = value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean);
      const wrong = codes.filter((code) => !isPersonIdentityCode(code));
      if (wrong.length === 0) return [...new Set(codes)];
      context.addIssue({ code: 'custom', message: `codice fiscale non valido: ${wrong.join(', ')}` });
      return z.NEVER;
    })
    .default([]),
  PUBLIC_URL: z
    .url({ message: 'deve essere un URL http(s)://…' })
    .refine((url) => /^https?:\/\//.test(url), { message: 'deve iniziare con http:// o https://' })
    .optional(),
  OIDC_ISSUER: z
    .url({ message: "deve essere l'URL dell'emittente https://…" })
    .refine((url) => /^https?:\/\//.test(url), { message: 'deve iniziare con http:// o https://' })
    .optional(),
  OIDC_CLIENT_ID: z
    .string()
    .regex(/^[\w.:-]{1,200}$/, { message: 'client id non valido' })
    .default('cet-portal'),
  OIDC_AUDIENCE: z
    .string()
    .regex(/^[\w.:/-]{1,200}$/, { message: 'audience non valida' })
    .default('cet-portal'),
  OIDC_USER_CLAIM: z
    .string()
    .regex(/^[\w.:-]{1,100}$/, { message: 'nome di claim non valido' })
    .default('sub'),
  MAX_UPLOAD_BYTES: integer('deve essere un numero di byte')
    .min(1)
    // The contract caps a data URL at this size, so a larger limit could never be reached.
    .max(MAX_UPLOAD_BYTES, { message: `al massimo ${MAX_UPLOAD_BYTES} byte` })
    .default(MAX_UPLOAD_BYTES),
  PROTOCOL_JOB_INTERVAL_MS: integer('deve essere un numero di millisecondi').min(0).default(60_000),
  DEADLINE_JOB_INTERVAL_MS: integer('deve essere un numero di millisecondi').min(0).default(3_600_000),
  SMTP_URL: z
    .url({ message: 'deve essere un URL smtp://utente:password@host:porta o smtps://…' })
    .refine((url) => /^smtps?:\/\//.test(url), { message: 'deve iniziare con smtp:// o smtps://' })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(300)
    .refine(
      (value) => /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(value),
      {
        message: 'deve essere un indirizzo, o "Nome <indirizzo>"',
      },
    )
    .optional(),
  NOTIFICATION_JOB_INTERVAL_MS: integer('deve essere un numero di millisecondi').min(0).default(30_000),
  // The first retry waits this long, each further one twice as long (8 attempts: about 4 hours in all).
  NOTIFICATION_RETRY_BASE_MS: integer('deve essere un numero di millisecondi').min(100).default(60_000),
  MANUAL_URL: z.url({ message: 'deve essere un URL' }).optional(),
  COMMITTEE_ADDRESS: z
    .string()
    .trim()
    .max(300)
    .regex(/^[^<>]+$/, { message: 'testo semplice, righe separate da ;' })
    .default('Via Cristoforo Colombo 112; 00147 Roma (RM)'),
  COMMITTEE_EMAIL: z
    .email({ message: 'deve essere un indirizzo e-mail' })
    .default('comitato.etico@regione.example.it'),
  COMMITTEE_PEC: z
    .email({ message: 'deve essere un indirizzo PEC' })
    .default('comitato.etico@pec.regione.example.it'),
  COMMITTEE_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d ./-]{6,30}$/, { message: 'deve essere un numero di telefono' })
    .optional(),
  // The committee's identity on every page; ADMIN's 'Identità del comitato' replaces these at run time.
  COMMITTEE_NAME: committeeIdentityFieldsSchema.shape.name.default('Comitato Etico Territoriale'),
  COMMITTEE_DEPARTMENT: committeeIdentityFieldsSchema.shape.department.default(
    'Regione – Dipartimento Salute',
  ),
  COMMITTEE_PRIMARY_COLOR: primaryColourSchema.default(DEFAULT_PRIMARY_COLOUR),
  // Read and checked (type, size) when the server starts (committee/logo.ts), so a bad file stops it.
  COMMITTEE_LOGO_FILE: z.string().trim().min(1).optional(),
  // The accessibility statement's data is the region's (AgID model); the defaults describe this portal.
  ACCESSIBILITY_ENTITY: z.string().min(1).default('Comitato Etico Territoriale'),
  ACCESSIBILITY_CONFORMANCE: z
    .enum(['compliant', 'partial', 'nonCompliant'], {
      message: 'uno tra compliant, partial, nonCompliant',
    })
    .default('partial'),
  /** What is not accessible, one item per line. */
  ACCESSIBILITY_ISSUES: z
    .string()
    .default(
      "I documenti PDF caricati dai richiedenti possono non essere accessibili: il portale non ne controlla il contenuto.\nL'editor del testo della pagina principale non annuncia tutti i formati applicati.",
    ),
  ACCESSIBILITY_PREPARED_ON: z.iso.date({ message: 'deve essere una data aaaa-mm-gg' }).default('2026-11-24'),
  ACCESSIBILITY_FEEDBACK_URL: z.url({ message: 'deve essere un URL' }).default('https://form.agid.gov.it/'),
  ACCESSIBILITY_CONTACT_EMAIL: z
    .email({ message: 'deve essere un indirizzo e-mail' })
    .default('accessibilita@regione.example.it'),
  // The dashboard's target per phase, in days: set by the region's rules for its committee, so one
  // deployment setting (as the accessibility data), not a screen; the defaults follow the EU clinical
  // trials regulation's validation time and a monthly meeting.
  DASHBOARD_TARGET_REGISTRATION_DAYS: targetDays(2),
  DASHBOARD_TARGET_CHECK_DAYS: targetDays(10),
  DASHBOARD_TARGET_REVIEW_DAYS: targetDays(45),
  // The envelope's application code (ARCHITECTURE.md, "The wire contract"): a call naming another is refused.
  APP_CODE: z
    .string()
    .trim()
    .regex(/^[\w-]{1,32}$/, { message: 'codice applicazione non valido (lettere, cifre, - e _)' })
    .default(APP_CODE),
  EMBEDDED_SIGNIN: z.enum(['demo'], { message: "l'unico valore ammesso è demo" }).optional(),
  // Who gives an account to a person who signs in without one (contract: SELF_REGISTRATION_MODES).
  SELF_REGISTRATION: selfRegistrationModeSchema.default('confirm'),
  PORTAL_DEV_ORIGIN: z
    .url({ message: "deve essere l'origine del server di sviluppo, ad esempio http://localhost:5173" })
    .refine((url) => new URL(url).origin === url.replace(/\/+$/, ''), {
      message: 'deve essere solo schema, host e porta, senza percorso',
    })
    .optional(),
  OIDC_SCOPE: z
    .string()
    .regex(/^[\w:.-]+( [\w:.-]+)*$/, { message: 'scope non valido (nomi separati da uno spazio)' })
    .refine((scope) => scope.split(' ').includes('openid'), { message: 'deve contenere openid' })
    .default('openid'),
  SESSION_MAX_HOURS: z.coerce
    .number({ message: 'deve essere un numero di ore' })
    .positive({ message: 'deve essere maggiore di zero' })
    .max(24, { message: 'al massimo 24 ore' })
    .default(8),
  // At most five minutes: a token is a bearer credential, and a sign-out on another instance reaches
  // the others within a second, but a copy taken out of the portal lives until it expires.
  ACCESS_TOKEN_TTL_SECONDS: integer('deve essere un numero di secondi')
    .min(10)
    .max(300, { message: 'al massimo 300 secondi (5 minuti)' })
    .default(300),
  ACCESS_TOKEN_MAX_AGE_SECONDS: integer('deve essere un numero di secondi').min(10).max(86_400).default(3600),
  TRUST_PROXY: trustProxySetting.default(false),
  // Per user (or per address without a valid token); the portal makes a few calls per page.
  RATE_LIMIT_API_PER_MINUTE: perMinute(1_200),
  // Per address: a whole office behind one NAT signs in through the same address.
  RATE_LIMIT_OIDC_PER_MINUTE: perMinute(600),
  // Per address, the sign-in form's POSTs only: one a second, far below what guessing needs.
  RATE_LIMIT_SIGN_IN_PER_MINUTE: perMinute(60),
  UPLOADS_PER_USER: integer('deve essere un numero di caricamenti').min(1).max(100).default(2),
  // Data URLs of `PUT /document` held in memory at once across the server: two of the largest
  // (MAX_UPLOAD_BYTES as base64, a third larger). The streamed upload route holds none.
  UPLOAD_BYTES_IN_FLIGHT: integer('deve essere un numero di byte')
    .min(1024 * 1024)
    .default(64 * 1024 * 1024),
  // Five of the largest documents a minute: a form's attachments in a row, not a disk filled in a loop.
  UPLOAD_BYTES_PER_USER_PER_MINUTE: integer('deve essere un numero di byte')
    .min(1024 * 1024)
    .default(100 * 1024 * 1024),
  // A request's attachments and more, uploaded before the draft that names them is saved.
  UNATTACHED_UPLOADS_PER_USER: integer('deve essere un numero di documenti').min(1).max(100_000).default(50),
  // Time to attach an upload (a draft left open overnight) before the orphan job removes it.
  ORPHAN_UPLOAD_HOURS: integer('deve essere un numero di ore').min(1).max(8760).default(24),
  // A 7 MB upload on a 1 Mbit/s line needs about a minute.
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(120_000),
  HTTP_CONNECTION_TIMEOUT_MS: milliseconds(120_000),
  // Longer than the 60 s idle timeout of common proxies, so the proxy closes an idle connection first.
  HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  // Prometheus metrics answer on a port of their own, which the TLS proxy never forwards; none by default.
  METRICS_PORT: integer('deve essere un numero di porta').min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).optional(),
  // Where documents' bytes live (docs/operations.md, "Document stores"); by default files beside the
  // embedded database, the database itself on PostgreSQL.
  DOCUMENT_STORE: z.enum(['file', 's3', 'database'], { message: 'uno tra file, s3, database' }).optional(),
  DOCUMENT_STORE_URL: z
    .url({ message: "deve essere l'indirizzo del servizio S3, ad esempio https://s3.regione.example.it" })
    .refine((url) => /^https?:\/\//.test(url), { message: 'deve iniziare con http:// o https://' })
    .optional(),
  DOCUMENT_STORE_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'nome di bucket S3 non valido' })
    .optional(),
  DOCUMENT_STORE_REGION: z
    .string()
    .regex(/^[\w-]{1,64}$/, { message: 'regione non valida' })
    .default('us-east-1'),
  DOCUMENT_STORE_ACCESS_KEY_ID: z.string().min(1).optional(),
  DOCUMENT_STORE_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // The standard OpenTelemetry variables: the SDK reads them itself; here only whether traces are on.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ message: "deve essere l'URL del collettore OTLP" }).optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ message: "deve essere l'URL del collettore OTLP" }).optional(),
});

/** Every setting the server reads, for the checks that each is documented (`.env.example`, README). */
export const SETTING_NAMES = Object.keys(environmentSchema.shape);

/** The loopback names a browser on the server's own machine may use for it. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export const isLoopbackUrl = (url: string) => LOOPBACK_HOSTS.includes(new URL(url).hostname);

/**
 * The origins the portal may be opened at: PUBLIC_URL's, and on a loopback PUBLIC_URL the same port
 * under every loopback name, so `localhost`, `127.0.0.1` and `[::1]` all sign in.
 */
export const portalOriginsFor = (publicUrl: string): string[] => {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
};

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database and of the token signing keys (`keys/`). */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** Built portal to serve at `/`; none in API-only set-ups and tests. */
  portalDist?: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** Demo data on first start: by default with the embedded database only. */
  demoData: boolean;
  /**
   * The fourteen request types and a neutral home page in a database with nobody in it
   * (setup/firstDayData.ts); always on, but for the tests, which start from an empty database.
   */
  firstDayData: boolean;
  /** Fiscal codes made ADMIN at every start (`BOOTSTRAP_ADMIN_FISCAL_CODES`), created when missing. */
  bootstrapAdministrators: string[];
  /** Address the browser reaches the server at; the token issuer is `${publicUrl}/oidc`. */
  publicUrl: string;
  /** The token claim holding the user's fiscal code (a `TINIT-` prefix is stripped). */
  fiscalCodeClaim: string;
  /** The organisation's issuer; without it the server's embedded issuer signs users in. */
  externalIssuer?: { issuer: string; clientId: string; audience: string } | undefined;
  /**
   * How the discovery of an unreachable external issuer is retried (default 1 s doubling to 60 s);
   * tests shorten it.
   */
  issuerDiscoveryRetry?: { baseMs: number; capMs: number } | undefined;
  /** Largest document accepted, in bytes (decoded). */
  maxUploadBytes: number;
  /**
   * Whether a person who signs in without an account may ask for one (`confirm`: the secretariat
   * confirms; `open`: confirmed at once when naming a registered company; `off`: only ADMIN adds people).
   */
  selfRegistration: SelfRegistrationMode;
  /** How often the protocol job runs; 0 turns the timer off (the job still runs on demand). */
  protocolJobIntervalMs: number;
  /** How often the deadline job runs (docs/deadlines.md); 0 turns the timer off (it still runs on demand). */
  deadlineJobIntervalMs: number;
  /**
   * The server's clock for the integration and committee clocks: the deadline code reads the time only
   * here, so tests move it instead of waiting for days.
   */
  now: () => Date;
  /** The mail server and sender of notifications; without them messages stay in the outbox ('Posta inviata'). */
  mail?: { smtpUrl: string; from: string } | undefined;
  /** How often the delivery job runs; 0 turns the timer off (the job still runs on demand). */
  notificationJobIntervalMs: number;
  /** The wait before the first retry of a failed delivery; it doubles after each further failure. */
  notificationRetryBaseMs: number;
  /** An external user manual; without it the portal links its own guides. */
  manualUrl?: string | undefined;
  /** The committee's one postal address and contacts, shown in every page's footer. */
  contacts: CommitteeContacts;
  /**
   * The installation's committee name, department, primary colour and logo file (resolved against
   * DATA_DIR); ADMIN's saved identity replaces them, with the contacts and the manual, at run time.
   */
  identity: { name: string; department: string; primaryColor: string; logoFile: string | undefined };
  /** The statement as the portal receives it, but for the site's address (the first portal origin). */
  accessibility: Omit<AccessibilityStatement, 'siteUrl'>;
  /** The dashboard's target duration of each phase, in days. */
  dashboardTargets: Record<DashboardPhase, number>;
  /** The Vite dev server's origin, registered with the embedded issuer in development only. */
  portalDevOrigin?: string | undefined;
  /** Scopes the portal asks the issuer for. */
  oidcScope: string;
  /** The application code every envelope must carry (`APP_CODE`, default the contract's '000017'). */
  appCode: string;
  /** Longest sign-in session, renewed while the user works: the embedded issuer's session and refresh token. */
  sessionMaxSeconds: number;
  /** Lifetime of the embedded issuer's access tokens (renewed before they expire). */
  accessTokenTtlSeconds: number;
  /** The API refuses an access token issued longer ago, or made to live longer, than this. */
  accessTokenMaxAgeSeconds: number;
  /** Fastify's `trustProxy`: which proxy to believe about the caller's address and `https`. */
  trustProxy: boolean | number | string[];
  /** Requests per minute (docs/security.md, "Limits"). */
  rateLimits: { apiPerMinute: number; oidcPerMinute: number; signInPerMinute: number };
  /** Concurrent uploads per user, and the bytes of upload bodies the server receives at once. */
  uploadLimits: { perUser: number; bytesInFlight: number };
  /** What one user may upload over time, beside what it may upload at once (`uploadLimits`). */
  uploadQuotas: {
    /** Bytes one user may upload in any minute, both upload routes together. */
    bytesPerUserPerMinute: number;
    /** Documents a user uploaded that nothing names yet, at most. */
    unattachedPerUser: number;
  };
  /** Hours after which an upload nothing names is removed (jobs/orphanUploads.ts). */
  orphanUploadHours: number;
  /** Socket and request deadlines, and how long a shutdown waits for requests in progress. */
  timeouts: { requestMs: number; connectionMs: number; keepAliveMs: number; shutdownMs: number };
  /** Prometheus metrics' own listener (`METRICS_PORT`, `METRICS_HOST`); none, and nothing measured, without it. */
  metrics?: { port: number; host: string } | undefined;
  /** Traces to an OTLP collector (`OTEL_EXPORTER_OTLP_ENDPOINT`): the SDK starts before the server loads. */
  tracing: boolean;
  /** `DOCUMENT_STORE` and its object storage's settings. */
  documentStore: DocumentStoreSettings;
}

/**
 * Where documents' bytes live. Without a kind, the database decides: files under DATA_DIR/documents
 * beside the embedded database, the database itself on PostgreSQL.
 */
export type DocumentStoreSettings =
  | { kind?: 'file' | 'database' | undefined }
  | {
      kind: 's3';
      s3: {
        endpoint?: string | undefined;
        bucket: string;
        region: string;
        credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
      };
    };

/** The committee's one postal address and contacts (`COMMITTEE_*`), in every page's footer. */
export type CommitteeContacts = PortalConfig['contacts'];

/** A configuration error names the variable and what is wrong with it, so start-up can stop with one clear line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const documentStoreSettings = (value: z.infer<typeof environmentSchema>): DocumentStoreSettings => {
  if (value.DOCUMENT_STORE !== 's3') return { kind: value.DOCUMENT_STORE };
  if (!value.DOCUMENT_STORE_BUCKET) {
    throw new ConfigError('Configurazione non valida: DOCUMENT_STORE=s3 richiede DOCUMENT_STORE_BUCKET');
  }
  if (Boolean(value.DOCUMENT_STORE_ACCESS_KEY_ID) !== Boolean(value.DOCUMENT_STORE_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Configurazione non valida: DOCUMENT_STORE_ACCESS_KEY_ID e DOCUMENT_STORE_SECRET_ACCESS_KEY vanno impostati insieme',
    );
  }
  return {
    kind: 's3',
    s3: {
      endpoint: value.DOCUMENT_STORE_URL?.replace(/\/+$/, ''),
      bucket: value.DOCUMENT_STORE_BUCKET,
      region: value.DOCUMENT_STORE_REGION,
      credentials:
        value.DOCUMENT_STORE_ACCESS_KEY_ID && value.DOCUMENT_STORE_SECRET_ACCESS_KEY
          ? {
              accessKeyId: value.DOCUMENT_STORE_ACCESS_KEY_ID,
              secretAccessKey: value.DOCUMENT_STORE_SECRET_ACCESS_KEY,
            }
          : undefined,
    },
  };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  // An empty variable counts as unset, so a parent's value can be switched off (`DATABASE_URL=`).
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Configurazione non valida: ${problems}`);
  }
  const value = parsed.data;
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, '');
  // Demo accounts never land in a PostgreSQL server by default: there, demo data must be asked for.
  const demoData = value.DEMO_DATA ?? !value.DATABASE_URL;
  const embeddedSignIn = !value.OIDC_ISSUER;
  if (embeddedSignIn && value.EMBEDDED_SIGNIN !== 'demo' && !(demoData && isLoopbackUrl(publicUrl))) {
    // The embedded issuer signs in anyone who types a known fiscal code: a demo, never a deployment.
    throw new ConfigError(
      "Configurazione non valida: OIDC_ISSUER non è impostato e l'accesso dimostrativo vale solo con i dati demo su un PUBLIC_URL locale; imposta OIDC_ISSUER (con OIDC_CLIENT_ID) oppure EMBEDDED_SIGNIN=demo",
    );
  }
  if (Boolean(value.SMTP_URL) !== Boolean(value.MAIL_FROM)) {
    throw new ConfigError(
      'Configurazione non valida: SMTP_URL e MAIL_FROM vanno impostati insieme (server di posta e mittente delle notifiche)',
    );
  }
  if (value.ACCESS_TOKEN_TTL_SECONDS > value.ACCESS_TOKEN_MAX_AGE_SECONDS) {
    throw new ConfigError(
      'Configurazione non valida: ACCESS_TOKEN_TTL_SECONDS supera ACCESS_TOKEN_MAX_AGE_SECONDS, i token emessi sarebbero rifiutati',
    );
  }
  const documentStore = documentStoreSettings(value);
  // The demo sign-in trusts whoever reaches it: by default only this machine does (Fastify binds
  // every loopback address of 'localhost', so 127.0.0.1 and [::1] both answer).
  const host = value.HOST ?? (embeddedSignIn ? 'localhost' : '0.0.0.0');
  return {
    port: value.PORT,
    host,
    dataDir: resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    portalDist: value.PORTAL_DIST ? resolve(value.PORTAL_DIST) : undefined,
    logLevel: value.LOG_LEVEL,
    demoData,
    firstDayData: true,
    bootstrapAdministrators: value.BOOTSTRAP_ADMIN_FISCAL_CODES,
    publicUrl,
    fiscalCodeClaim: value.OIDC_USER_CLAIM,
    externalIssuer: value.OIDC_ISSUER
      ? {
          issuer: value.OIDC_ISSUER.replace(/\/+$/, ''),
          clientId: value.OIDC_CLIENT_ID,
          audience: value.OIDC_AUDIENCE,
        }
      : undefined,
    maxUploadBytes: value.MAX_UPLOAD_BYTES,
    selfRegistration: value.SELF_REGISTRATION,
    protocolJobIntervalMs: value.PROTOCOL_JOB_INTERVAL_MS,
    deadlineJobIntervalMs: value.DEADLINE_JOB_INTERVAL_MS,
    now: () => new Date(),
    mail: value.SMTP_URL && value.MAIL_FROM ? { smtpUrl: value.SMTP_URL, from: value.MAIL_FROM } : undefined,
    notificationJobIntervalMs: value.NOTIFICATION_JOB_INTERVAL_MS,
    notificationRetryBaseMs: value.NOTIFICATION_RETRY_BASE_MS,
    manualUrl: value.MANUAL_URL,
    contacts: {
      addressLines: value.COMMITTEE_ADDRESS.split(';')
        .map((line) => line.trim())
        .filter(Boolean),
      email: value.COMMITTEE_EMAIL,
      pec: value.COMMITTEE_PEC,
      phone: value.COMMITTEE_PHONE ?? null,
    },
    identity: {
      name: value.COMMITTEE_NAME,
      department: value.COMMITTEE_DEPARTMENT,
      primaryColor: value.COMMITTEE_PRIMARY_COLOR,
      logoFile: value.COMMITTEE_LOGO_FILE ? resolve(value.DATA_DIR, value.COMMITTEE_LOGO_FILE) : undefined,
    },
    accessibility: {
      entity: value.ACCESSIBILITY_ENTITY,
      conformance: value.ACCESSIBILITY_CONFORMANCE,
      issues: value.ACCESSIBILITY_ISSUES.split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      preparedOn: value.ACCESSIBILITY_PREPARED_ON,
      feedbackUrl: value.ACCESSIBILITY_FEEDBACK_URL,
      contactEmail: value.ACCESSIBILITY_CONTACT_EMAIL,
    },
    dashboardTargets: {
      registration: value.DASHBOARD_TARGET_REGISTRATION_DAYS,
      check: value.DASHBOARD_TARGET_CHECK_DAYS,
      review: value.DASHBOARD_TARGET_REVIEW_DAYS,
    },
    portalDevOrigin: value.PORTAL_DEV_ORIGIN?.replace(/\/+$/, ''),
    oidcScope: value.OIDC_SCOPE,
    appCode: value.APP_CODE,
    sessionMaxSeconds: Math.round(value.SESSION_MAX_HOURS * 3600),
    accessTokenTtlSeconds: value.ACCESS_TOKEN_TTL_SECONDS,
    accessTokenMaxAgeSeconds: value.ACCESS_TOKEN_MAX_AGE_SECONDS,
    trustProxy: value.TRUST_PROXY,
    rateLimits: {
      apiPerMinute: value.RATE_LIMIT_API_PER_MINUTE,
      oidcPerMinute: value.RATE_LIMIT_OIDC_PER_MINUTE,
      signInPerMinute: value.RATE_LIMIT_SIGN_IN_PER_MINUTE,
    },
    uploadLimits: { perUser: value.UPLOADS_PER_USER, bytesInFlight: value.UPLOAD_BYTES_IN_FLIGHT },
    uploadQuotas: {
      bytesPerUserPerMinute: value.UPLOAD_BYTES_PER_USER_PER_MINUTE,
      unattachedPerUser: value.UNATTACHED_UPLOADS_PER_USER,
    },
    orphanUploadHours: value.ORPHAN_UPLOAD_HOURS,
    timeouts: {
      requestMs: value.HTTP_REQUEST_TIMEOUT_MS,
      connectionMs: value.HTTP_CONNECTION_TIMEOUT_MS,
      keepAliveMs: value.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      shutdownMs: value.SHUTDOWN_TIMEOUT_MS,
    },
    // The main listener's address by default: where the server is reachable, its scraper is too; the
    // port is kept off the proxy, and METRICS_HOST=127.0.0.1 keeps it to a scraper on the same machine.
    metrics: value.METRICS_PORT ? { port: value.METRICS_PORT, host: value.METRICS_HOST ?? host } : undefined,
    tracing: Boolean(value.OTEL_EXPORTER_OTLP_ENDPOINT ?? value.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
    documentStore,
  };
};

/** Every origin the portal signs in from: PUBLIC_URL's (and its loopback aliases), then the dev server's. */
export const portalOrigins = (config: Pick<ServerConfig, 'publicUrl' | 'portalDevOrigin'>): string[] => [
  ...portalOriginsFor(config.publicUrl),
  ...(config.portalDevOrigin ? [config.portalDevOrigin] : []),
];

/** The embedded issuer's address, which tokens must name as `iss`. */
export const tokenIssuer = (config: Pick<ServerConfig, 'publicUrl'>): string => `${config.publicUrl}/oidc`;
