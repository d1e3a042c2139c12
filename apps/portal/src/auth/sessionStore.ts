import { create } from 'zustand';

/** A warning shown before the session ends: at its hard end, or because renewing it failed. */
export type SessionNotice = { kind: 'ending' | 'renewFailed'; at: number } | null;

interface SessionState {
  notice: SessionNotice;
  /** Set while a refused call waits for the user to sign in again: resolves true once they have. */
  pendingSignIn: ((signedIn: boolean) => void) | null;
}

/** The session's state that the shell shows: the warning and the 'Sessione scaduta' dialog. */
export const useSessionStore = create<SessionState>(() => ({ notice: null, pendingSignIn: null }));
