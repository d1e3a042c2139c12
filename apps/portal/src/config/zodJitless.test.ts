import { describe, expect, it } from 'vitest';
import './zodJitless';
import { config } from 'zod/mini';

describe('zodJitless', () => {
  it('is read by zod as its own setting, so no parser is compiled with new Function', () => {
    expect(config().jitless).toBe(true);
  });
});
