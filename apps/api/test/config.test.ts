import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tokenIssuer } from '../src/config';

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
    });
    expect(config.port).toBe(9090);
    expect(config.databaseUrl).toBe('postgres://cet@127.0.0.1/cet');
    expect(config.demoData).toBe(false);
  });

  it('seeds demo data into a PostgreSQL server only when asked to', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://cet@127.0.0.1/cet' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://cet@127.0.0.1/cet', DEMO_DATA: 'true' }).demoData).toBe(
      true,
    );
  });

  it('derives the token issuer from PUBLIC_URL, and reads the upload limit and the protocol job interval', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://cet.regione.example/',
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
      uploadLimits: { perUser: 2, bytesInFlight: 16 * 1024 * 1024 },
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
  ])('stops on %o with one line naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configurazione non valida: ${variable}: `));
  });
});
