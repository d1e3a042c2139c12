// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { PortalSignIn } from '../config/portalConfig';
import {
  canSignInHere,
  isSignInAnswer,
  rememberReturnPath,
  safeReturnPath,
  takeReturnPath,
} from './signInAddress';

const oidc = { portalOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'] } as PortalSignIn;

describe('where a sign-in comes back to', () => {
  beforeEach(() => sessionStorage.clear());

  it('lands once on the page the guard stopped the user at', () => {
    rememberReturnPath('/showRequest/55?tab=documenti');
    expect(takeReturnPath()).toBe('/showRequest/55?tab=documenti');
    expect(takeReturnPath()).toBeNull();
  });

  it('never sends the user to another site, whatever the storage holds', () => {
    for (const value of [
      '//evil.example/home',
      '/\\evil.example',
      'https://evil.example/',
      'home',
      42,
      null,
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
    rememberReturnPath('//evil.example');
    expect(takeReturnPath()).toBeNull();
    sessionStorage.setItem('cet-portal-return-to', 'https://evil.example');
    expect(takeReturnPath()).toBeNull();
  });

  it('signs in only at an address the issuer sends answers back to', () => {
    expect(canSignInHere(oidc, 'http://127.0.0.1:8080')).toBe(true);
    expect(canSignInHere(oidc, 'http://192.168.1.20:8080')).toBe(false);
  });

  it("takes only /home with a state and a code (or an error) as the issuer's answer", () => {
    expect(isSignInAnswer({ pathname: '/home', search: '?code=abc&state=xyz' })).toBe(true);
    expect(isSignInAnswer({ pathname: '/home', search: '?error=access_denied&state=xyz' })).toBe(true);
    expect(isSignInAnswer({ pathname: '/home', search: '?code=abc' })).toBe(false);
    expect(isSignInAnswer({ pathname: '/requestList', search: '?code=abc&state=xyz' })).toBe(false);
    expect(isSignInAnswer({ pathname: '/home', search: '' })).toBe(false);
  });
});
