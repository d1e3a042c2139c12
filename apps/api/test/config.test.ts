import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, portalOrigins, tokenIssuer } from '../src/config';

describe('configuration from the environment', () => {
  it('defaults to port 8080, the .data folder and the embedded database with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
  });

  it('reads PORT, DATABASE_URL and DEMO_DATA', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://cet@127.0.0.1/cet',
      DEMO_DATA: 'false',
      EMBEDDED_SIGNIN: 'demo',
    });
    expect(config.port).toBe(9090);
    expect(config.databaseUrl).toBe('postgres://cet@127.0.0.1/cet');
    expect(config.demoData).toBe(false);
  });

  it('seeds demo data into a PostgreSQL server only when asked to', () => {
    const postgres = { DATABASE_URL: 'postgres://cet@127.0.0.1/cet', EMBEDDED_SIGNIN: 'demo' };
    expect(loadConfig(postgres).demoData).toBe(false);
    expect(loadConfig({ ...postgres, DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('derives the token issuer from PUBLIC_URL, and reads the upload limit and the protocol job interval', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://cet.regione.example/',
      EMBEDDED_SIGNIN: 'demo',
      MAX_UPLOAD_BYTES: '1048576',
      PROTOCOL_JOB_INTERVAL_MS: '0',
    });
    expect(tokenIssuer(config)).toBe('https://cet.regione.example/oidc');
    expect(config.maxUploadBytes).toBe(1_048_576);
    expect(config.protocolJobIntervalMs).toBe(0);
    expect(tokenIssuer(loadConfig({ PORT: '9090' }))).toBe('http://localhost:9090/oidc');
    expect(loadConfig({}).fiscalCodeClaim).toBe('sub');
  });

  it('treats an empty variable as unset, so the embedded database can be chosen under a DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(8080);
    expect(config.demoData).toBe(true);
  });

  it('trusts no proxy by default, and reads TRUST_PROXY as true, a number of hops or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it('reads the limits and timeouts, with defaults for one office behind one address', () => {
    expect(loadConfig({})).toMatchObject({
      rateLimits: { apiPerMinute: 1200, oidcPerMinute: 600, signInPerMinute: 60 },
      uploadLimits: { perUser: 2, bytesInFlight: 64 * 1024 * 1024 },
      timeouts: { requestMs: 120_000, connectionMs: 120_000, keepAliveMs: 72_000, shutdownMs: 10_000 },
    });
    const config = loadConfig({
      RATE_LIMIT_API_PER_MINUTE: '100',
      RATE_LIMIT_OIDC_PER_MINUTE: '50',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '5',
      UPLOADS_PER_USER: '1',
      UPLOAD_BYTES_IN_FLIGHT: '8388608',
      HTTP_REQUEST_TIMEOUT_MS: '30000',
      HTTP_CONNECTION_TIMEOUT_MS: '20000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
      SHUTDOWN_TIMEOUT_MS: '5000',
    });
    expect(config.rateLimits).toEqual({ apiPerMinute: 100, oidcPerMinute: 50, signInPerMinute: 5 });
    expect(config.uploadLimits).toEqual({ perUser: 1, bytesInFlight: 8_388_608 });
    expect(config.timeouts).toEqual({
      requestMs: 30_000,
      connectionMs: 20_000,
      keepAliveMs: 65_000,
      shutdownMs: 5000,
    });
  });

  it.each([
    [{ PORT: 'ottanta' }, 'PORT'],
    [{ MAX_UPLOAD_BYTES: '50000000' }, 'MAX_UPLOAD_BYTES'],
    [{ PROTOCOL_JOB_INTERVAL_MS: '-5' }, 'PROTOCOL_JOB_INTERVAL_MS'],
    [{ PUBLIC_URL: 'ftp://cet' }, 'PUBLIC_URL'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/cet' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_API_PER_MINUTE: '0' }, 'RATE_LIMIT_API_PER_MINUTE'],
    [{ RATE_LIMIT_SIGN_IN_PER_MINUTE: 'molte' }, 'RATE_LIMIT_SIGN_IN_PER_MINUTE'],
    [{ UPLOADS_PER_USER: '0' }, 'UPLOADS_PER_USER'],
    [{ UPLOAD_BYTES_IN_FLIGHT: '1000' }, 'UPLOAD_BYTES_IN_FLIGHT'],
    [{ SHUTDOWN_TIMEOUT_MS: '10' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ SMTP_URL: 'http://mail.regione.example', MAIL_FROM: 'cet@regione.example' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.regione.example', MAIL_FROM: 'Portale <cet>' }, 'MAIL_FROM'],
  ])('stops on %o with one line naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configurazione non valida: ${variable}: `));
  });

  it('sends notifications only with both SMTP_URL and MAIL_FROM, retrying after NOTIFICATION_RETRY_BASE_MS', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    const config = loadConfig({
      SMTP_URL: 'smtps://cet:segreto@mail.regione.example:465',
      MAIL_FROM: 'Portale CET <portale@regione.example>',
      NOTIFICATION_RETRY_BASE_MS: '1000',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://cet:segreto@mail.regione.example:465',
      from: 'Portale CET <portale@regione.example>',
    });
    expect(config.notificationRetryBaseMs).toBe(1000);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.regione.example' })).toThrow(
      'SMTP_URL e MAIL_FROM vanno impostati insieme',
    );
  });

  it('refuses to start the demo sign-in on a real database or a public address, unless asked to', () => {
    const refusal =
      /^Configurazione non valida: OIDC_ISSUER non è impostato .* imposta OIDC_ISSUER \(con OIDC_CLIENT_ID\) oppure EMBEDDED_SIGNIN=demo$/;
    expect(() => loadConfig({ DATABASE_URL: 'postgres://cet@127.0.0.1/cet' })).toThrow(refusal);
    expect(() => loadConfig({ PUBLIC_URL: 'https://cet.regione.example' })).toThrow(refusal);
    expect(() => loadConfig({ DEMO_DATA: 'false' })).toThrow(refusal);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://cet@127.0.0.1/cet', EMBEDDED_SIGNIN: 'demo' }).externalIssuer,
    ).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: 'postgres://cet@127.0.0.1/cet', OIDC_ISSUER: 'https://sso.regione.example' })
        .externalIssuer,
    ).toEqual({ issuer: 'https://sso.regione.example', clientId: 'cet-portal', audience: 'cet-portal' });
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).demoData).toBe(true);
  });

  it('listens on this machine only while the demo sign-in runs, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ OIDC_ISSUER: 'https://sso.regione.example' }).host).toBe('0.0.0.0');
  });

  it('registers every loopback name of a local PUBLIC_URL, and the dev server only when named', () => {
    expect(portalOrigins(loadConfig({ PORT: '9090' }))).toEqual([
      'http://localhost:9090',
      'http://127.0.0.1:9090',
      'http://[::1]:9090',
    ]);
    expect(
      portalOrigins(
        loadConfig({
          PUBLIC_URL: 'https://cet.regione.example/',
          EMBEDDED_SIGNIN: 'demo',
          PORTAL_DEV_ORIGIN: 'http://localhost:5173',
        }),
      ),
    ).toEqual(['https://cet.regione.example', 'http://localhost:5173']);
  });

  it("reads the session length and the tokens' lifetimes, and refuses tokens that would outlive the maximum age", () => {
    const config = loadConfig({ SESSION_MAX_HOURS: '10', ACCESS_TOKEN_TTL_SECONDS: '30' });
    expect(config.sessionMaxSeconds).toBe(36_000);
    expect(config.accessTokenTtlSeconds).toBe(30);
    expect(loadConfig({}).sessionMaxSeconds).toBe(8 * 3600);
    expect(() =>
      loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '300', ACCESS_TOKEN_MAX_AGE_SECONDS: '120' }),
    ).toThrow(/ACCESS_TOKEN_TTL_SECONDS supera ACCESS_TOKEN_MAX_AGE_SECONDS/);
  });

  it.each([
    [{ EMBEDDED_SIGNIN: 'yes' }, 'EMBEDDED_SIGNIN'],
    [{ SESSION_MAX_HOURS: '0' }, 'SESSION_MAX_HOURS'],
    [{ OIDC_SCOPE: 'profile' }, 'OIDC_SCOPE'],
    [{ PORTAL_DEV_ORIGIN: 'http://localhost:5173/home' }, 'PORTAL_DEV_ORIGIN'],
  ])('stops on %o with one line naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configurazione non valida: ${variable}: `));
  });
});
