import { describe, expect, it } from 'vitest';
import { APP_CODE, healthSchema } from './envelope';

describe('envelope contract', () => {
  it('uses the application code of the spec', () => {
    expect(APP_CODE).toBe('000017');
  });

  it('accepts a healthy answer and rejects anything else', () => {
    expect(healthSchema.safeParse({ status: 'ok' }).success).toBe(true);
    expect(healthSchema.safeParse({ status: 'down' }).success).toBe(false);
  });
});
