import { describe, expect, it } from 'vitest';
import { APP_CODE, envelopeSchema, errorBodySchema, healthSchema } from './envelope';

describe('envelope contract', () => {
  it('uses the application code of the spec', () => {
    expect(APP_CODE).toBe('000017');
  });

  it('accepts a healthy answer and rejects anything else', () => {
    expect(healthSchema.safeParse({ status: 'ok' }).success).toBe(true);
    expect(healthSchema.safeParse({ status: 'down' }).success).toBe(false);
  });
});

describe('envelope schema', () => {
  const envelope = {
    appCode: '000017',
    service: 'request',
    method: 'POST',
    path: '/request/find',
    params: { input: { query: {} }, role: 'SEG' },
  };

  it('accepts the envelope of ARCHITECTURE.md, with or without an active role', () => {
    expect(envelopeSchema.safeParse(envelope).success).toBe(true);
    expect(envelopeSchema.safeParse({ ...envelope, params: { input: {}, role: null } }).success).toBe(true);
  });

  it('rejects an unknown method, a role outside the list and extra fields', () => {
    expect(envelopeSchema.safeParse({ ...envelope, method: 'TRACE' }).success).toBe(false);
    expect(envelopeSchema.safeParse({ ...envelope, params: { input: {}, role: 'ROOT' } }).success).toBe(
      false,
    );
    expect(envelopeSchema.safeParse({ ...envelope, debug: true }).success).toBe(false);
  });

  it('reads an error body', () => {
    expect(errorBodySchema.parse({ error: { code: 'FORBIDDEN', message: 'No' } }).error.code).toBe(
      'FORBIDDEN',
    );
  });
});
