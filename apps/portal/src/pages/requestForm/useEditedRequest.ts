import { idSchema, type Request } from '@cet-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryOptionsFor } from '../../api/queries';
import { reportFailure } from '../../errors/failureStore';
import { NEW_REQUEST_DRAFT } from '../../requests/draftStore';
import { useSession } from '../../session/session';

interface Session {
  /** The route's draft key: the request's id, or 'new'. */
  draftKey: string;
  /** Mounts the form again when it changes: the form reads its values once. */
  generation: number;
  /** The version the form edits; undefined for a new request, or until it is loaded. */
  request: Request | undefined;
  /** A new request saved on this form: its address follows without mounting the form again. */
  createdId: string | null;
}

/**
 * The request that the form on screen edits, pinned to the version the form was filled from and
 * moved on only by this form's own saves or by an explicit reload. A refetch in the background
 * (another page's invalidation, a reconnect) never changes the `updated` a save carries, so a
 * colleague's newer version is refused (409) rather than silently overwritten.
 */
export const useEditedRequest = (id: string | undefined) => {
  const { role } = useSession();
  const draftKey = id ?? NEW_REQUEST_DRAFT;
  const isValidId = id === undefined || idSchema.safeParse(id).success;
  const query = useQuery({
    ...queryOptionsFor(role, 'request.get', { id: id ?? '' }),
    enabled: id !== undefined && isValidId,
  });
  const [session, setSession] = useState<Session>({
    draftKey,
    generation: 0,
    request: undefined,
    createdId: null,
  });

  // Adjusted while rendering (react.dev, "storing information from previous renders").
  if (session.draftKey !== draftKey) {
    const isCreated = draftKey === session.createdId;
    setSession({
      draftKey,
      generation: isCreated ? session.generation : session.generation + 1,
      request: isCreated ? session.request : undefined,
      createdId: null,
    });
  } else if (id !== undefined && session.request === undefined && query.data && !query.isFetching) {
    // The first version the form shows: never a cached one still being refreshed.
    setSession({ ...session, request: query.data });
  }

  return {
    draftKey,
    isValidId,
    query,
    request: id === undefined ? undefined : session.request,
    generation: session.generation,
    /** A new request was saved: it keeps being edited under its own address. */
    onCreated: (created: Request) =>
      setSession((current) => ({ ...current, request: created, createdId: created._id })),
    /** The form saved a new version. */
    onUpdated: (updated: Request) => setSession((current) => ({ ...current, request: updated })),
    /** Fetches the newest version and mounts the form again on it (the draft keeps the user's changes). */
    reload: async () => {
      const result = await query.refetch();
      if (result.isError) {
        reportFailure(result.error);
        return;
      }
      setSession((current) => ({ ...current, generation: current.generation + 1, request: result.data }));
    },
  };
};
