import type { User as OidcUser } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { sessionEndOf } from './sessionKeeper';

const signedInAt = (authTime: number | undefined) =>
  ({ profile: { auth_time: authTime } }) as unknown as OidcUser;

describe("the session's hard end", () => {
  it('is the sign-in time plus the maximum the server gives', () => {
    expect(sessionEndOf(signedInAt(1_800_000_000), 8 * 3600)).toBe((1_800_000_000 + 28_800) * 1000);
  });

  it('is unknown when the issuer decides it, or the ID token has no auth_time', () => {
    expect(sessionEndOf(signedInAt(1_800_000_000), null)).toBeNull();
    expect(sessionEndOf(signedInAt(undefined), 8 * 3600)).toBeNull();
  });
});
