import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

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

  it.each([
    [{ PORT: 'ottanta' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/cet' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
  ])('stops on %o with one line naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configurazione non valida: ${variable}: `));
  });
});
