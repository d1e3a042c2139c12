import type { RequestDraft } from '@cet-portal/forms';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onUserChange } from '../session/session';

/** Where the drafts live in localStorage, apart from the auth state (each persisted store owns its key). */
export const DRAFT_STORAGE_KEY = 'cet-portal-request-draft';

/** The key of the draft of a request not saved yet (`/requestForm`). */
export const NEW_REQUEST_DRAFT = 'new';

interface DraftState {
  /** The request form's drafts in progress, by request id ('new' for a new request). */
  drafts: Record<string, RequestDraft>;
  /** Keeps the form's merged draft of a request; null clears it (sent, cleared, saved). */
  setDraft: (requestKey: string, draft: RequestDraft | null) => void;
  /** Forgets every draft, e.g. when the user signs out. */
  clearAll: () => void;
}

/**
 * The request draft in progress, kept in localStorage as the spec asks ("a draft in progress is
 * kept as a partly filled request that is merged progressively and can be cleared"), so that a
 * reload, or a stale version reloaded from the server, loses nothing typed.
 */
export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      setDraft: (requestKey, draft) =>
        set(({ drafts }) => {
          const { [requestKey]: _replaced, ...others } = drafts;
          return { drafts: draft ? { ...others, [requestKey]: draft } : others };
        }),
      clearAll: () => set({ drafts: {} }),
    }),
    {
      name: DRAFT_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ drafts }) => ({ drafts }),
    },
  ),
);

// Signing out clears localStorage, but not this store's memory: a draft must never reach the next
// user of the browser, so another user (or none) forgets them.
onUserChange(() => useDraftStore.getState().clearAll());
