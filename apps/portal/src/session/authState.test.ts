// @vitest-environment happy-dom
import type { User } from '@cet-portal/api-client';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../api/queries';
import { AUTH_TOKEN_KEY, STATE_STORAGE_KEY, useAuthStore } from './authState';
import { loginSuccess, logoutRequest, readSession } from './session';
import { switchRole } from './switchRole';

const lauraRicci: User = {
  _id: '0190f3a2-0000-7000-8000-000000000008',
  fiscalCode: 'RCCLRA80A41H501A',
  name: 'Laura',
  surname: 'Ricci',
  fullname: 'Laura Ricci',
  roles: [
    { _id: 'role-seg', name: 'SEG' },
    { _id: 'role-cet', name: 'CET' },
  ],
  corporate: null,
  isCorporate: false,
  inserted: '2026-01-10T09:00:00.000Z',
  lastActivity: null,
  email: 'laura.ricci@comitato-etico.example',
  updated: '2026-01-10T09:00:00.000Z',
};

describe('the auth and role state', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().logoutRequest();
  });

  it('keeps the token under auth_token and makes the first role active on login success', () => {
    useAuthStore.getState().loginRequest('token-123');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-123');
    useAuthStore.getState().loginSuccess(lauraRicci);
    const state = useAuthStore.getState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.activeRole).toBe('SEG');
    expect(state.roleIds).toEqual(['role-seg', 'role-cet']);
    expect(JSON.parse(localStorage.getItem(STATE_STORAGE_KEY) ?? '{}').state.activeRole).toBe('SEG');
  });

  it('switches only to a role the user has', () => {
    useAuthStore.getState().loginSuccess(lauraRicci);
    useAuthStore.getState().setActiveRole('CET');
    expect(useAuthStore.getState().activeRole).toBe('CET');
    useAuthStore.getState().setActiveRole('ADMIN');
    expect(useAuthStore.getState().activeRole).toBe('CET');
  });

  it('keeps the active role when a refreshed user still has it, and falls back to the first one otherwise', () => {
    useAuthStore.getState().loginSuccess(lauraRicci);
    useAuthStore.getState().setActiveRole('CET');
    useAuthStore.getState().refreshUser({ ...lauraRicci, fullname: 'Laura Ricci Bianchi' });
    expect(useAuthStore.getState()).toMatchObject({
      activeRole: 'CET',
      user: { fullname: 'Laura Ricci Bianchi' },
    });
    useAuthStore.getState().refreshUser({ ...lauraRicci, roles: [{ _id: 'role-seg', name: 'SEG' }] });
    expect(useAuthStore.getState().activeRole).toBe('SEG');
  });

  it('keeps an identity without an account signed in, with no user and no role, until it has one', () => {
    useAuthStore.getState().loginRequest('token-123');
    useAuthStore.getState().loginUnregistered('Nuova Persona');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-123');
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      status: 'signedIn',
      user: null,
      activeRole: null,
      unregistered: { name: 'Nuova Persona' },
    });
    useAuthStore.getState().loginSuccess(lauraRicci);
    expect(useAuthStore.getState()).toMatchObject({ unregistered: null, activeRole: 'SEG' });
  });

  it('forgets the token on login failure', () => {
    useAuthStore.getState().loginRequest('token-123');
    useAuthStore.getState().loginFailure();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, status: 'failed', user: null });
  });

  it('clears the whole storage on logout', () => {
    useAuthStore.getState().loginRequest('token-123');
    useAuthStore.getState().loginSuccess(lauraRicci);
    localStorage.setItem('cet-portal-draft', '{}');
    useAuthStore.getState().logoutRequest();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('cet-portal-draft')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      activeRole: null,
      status: 'signedOut',
    });
  });
});

describe('switching role', () => {
  beforeEach(() => logoutRequest());

  it('makes the role active and forgets, once, the answers asked as another role, and nothing else', () => {
    loginSuccess(lauraRicci);
    const queryClient = new QueryClient();
    const asSecretariat = callKey('SEG', 'request.find', {});
    const asCommittee = callKey('CET', 'conference.find', {});
    queryClient.setQueryData(asSecretariat, { result: [], total: 0 });
    queryClient.setQueryData(asCommittee, { result: [], total: 0 });
    queryClient.setQueryData(['portal-config'], { identity: {} });

    switchRole(queryClient, 'CET');

    expect(readSession().role).toBe('CET');
    expect(queryClient.getQueryData(asSecretariat)).toBeUndefined();
    expect(queryClient.getQueryData(asCommittee)).toEqual({ result: [], total: 0 });
    expect(queryClient.getQueryData(['portal-config'])).toEqual({ identity: {} });
  });

  it('keeps the active role when the user does not hold the one asked', () => {
    loginSuccess(lauraRicci);
    switchRole(new QueryClient(), 'ADMIN');
    expect(readSession().role).toBe('SEG');
  });
});
