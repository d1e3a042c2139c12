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

  it.each([
    [{ PORT: 'ottanta' }, 'PORT'],
    [{ MAX_UPLOAD_BYTES: '50000000' }, 'MAX_UPLOAD_BYTES'],
    [{ PROTOCOL_JOB_INTERVAL_MS: '-5' }, 'PROTOCOL_JOB_INTERVAL_MS'],
    [{ PUBLIC_URL: 'ftp://cet' }, 'PUBLIC_URL'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/cet' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
  ])('stops on %o with one line naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configurazione non valida: ${variable}: `));
  });
});
