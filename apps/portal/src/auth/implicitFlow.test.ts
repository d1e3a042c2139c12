// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildAuthorizeUrl, readAuthFragment } from './implicitFlow';

describe('the sign-in answer in the URL fragment', () => {
  it('gives the access token of an implicit-flow answer', () => {
    expect(readAuthFragment('#id_token=aaa&access_token=bbb&token_type=Bearer&expires_in=600')).toEqual({
      kind: 'token',
      accessToken: 'bbb',
    });
  });

  it("reports the issuer's error", () => {
    expect(readAuthFragment('#error=access_denied&error_description=no')).toEqual({
      kind: 'error',
      error: 'access_denied',
    });
  });

  it('is nothing for an ordinary visit', () => {
    expect(readAuthFragment('')).toBeNull();
    expect(readAuthFragment('#main')).toBeNull();
  });
});

describe('the sign-in address', () => {
  it('asks the issuer for an id token and an access token, back to /home, with a nonce', () => {
    const url = new URL(
      buildAuthorizeUrl(
        { authorizationEndpoint: '/oidc/auth', clientId: 'cet-portal', scope: 'openid profile' },
        'http://localhost:8080',
      ),
    );
    expect(url.origin + url.pathname).toBe('http://localhost:8080/oidc/auth');
    expect(url.searchParams.get('response_type')).toBe('id_token token');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/home');
    expect(url.searchParams.get('client_id')).toBe('cet-portal');
    expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
  });
});
