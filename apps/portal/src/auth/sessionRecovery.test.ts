// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../session/authState';
import { recoverSession } from './sessionRecovery';
import { useSessionStore } from './sessionStore';

const renewTokens = vi.fn();
vi.mock('./oidcSession', () => ({ renewTokens: (token: string) => renewTokens(token) }));

describe('a call refused with 401 while the user works', () => {
  beforeEach(() => {
    renewTokens.mockReset();
    useSessionStore.setState({ pendingSignIn: null, notice: null });
    useAuthStore.setState({ isAuthenticated: true });
  });

  it('is sent again at once when the token could be renewed, with no dialog', async () => {
    renewTokens.mockResolvedValue({ access_token: 'new' });
    expect(await recoverSession('old')).toBe(true);
    expect(renewTokens).toHaveBeenCalledWith('old');
    expect(useSessionStore.getState().pendingSignIn).toBeNull();
  });

  it('waits for the user to sign in again when renewing fails, and every refused call waits with it', async () => {
    renewTokens.mockResolvedValue(null);
    const first = recoverSession('old');
    const second = recoverSession('old');
    await vi.waitFor(() => expect(useSessionStore.getState().pendingSignIn).not.toBeNull());
    useSessionStore.getState().pendingSignIn?.(true);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(renewTokens).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().pendingSignIn).toBeNull();
  });

  it('lets the 401 through when the user closes the dialog, or nobody was signed in', async () => {
    renewTokens.mockResolvedValue(null);
    const refused = recoverSession('old');
    await vi.waitFor(() => expect(useSessionStore.getState().pendingSignIn).not.toBeNull());
    useSessionStore.getState().pendingSignIn?.(false);
    expect(await refused).toBe(false);

    useAuthStore.setState({ isAuthenticated: false });
    expect(await recoverSession('old')).toBe(false);
    expect(renewTokens).toHaveBeenCalledOnce();
  });
});
