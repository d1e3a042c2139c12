import { idSchema, type Request, type RoleName } from '@cet-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { fetchedAhead, queryOptionsFor } from '../../api/queries';
import { documentTypesQuery } from '../../api/requestConfigQueries';
import { useSession } from '../../session/session';
import { currentRapporteurId } from './showRequestRules';

/** The request, shared by every section of the page and by every other page that reads it. */
export const requestQuery = (role: RoleName | null, id: string) =>
  fetchedAhead(queryOptionsFor(role, 'request.get', { id }));

/** What the page's route fetches ahead (routes/fetchAhead): the request, when the address can name one. */
export const requestAhead = (role: RoleName | null, id = '') =>
  idSchema.safeParse(id).success ? requestQuery(role, id) : null;

export const useRequestQuery = (id: string, enabled = true) => {
  const { role } = useSession();
  return useQuery({ ...requestQuery(role, id), enabled });
};

/** The document types configured for the request's type (none while a draft has no type). */
export const useDocumentTypesQuery = (type: Request['type']) => {
  const { role } = useSession();
  return useQuery(documentTypesQuery(role, type));
};

/** The meetings the request is part of. */
export const useRequestMeetingsQuery = (id: string, enabled = true) => {
  const { role } = useSession();
  return useQuery({ ...queryOptionsFor(role, 'conference.checkExistConference', { _id: id }), enabled });
};

/**
 * Whether the signed-in user is the request's rapporteur in the meeting that holds it now (the
 * latest one, first in `checkExistConference`'s answer): the report upload is offered to a committee
 * member only then, as the server accepts it only then. Asked only when it decides something.
 */
export const useIsCurrentRapporteur = (request: Request, userId: string | undefined, enabled: boolean) => {
  const { role } = useSession();
  const meetings = useRequestMeetingsQuery(request._id, enabled);
  const latest = meetings.data?.[0];
  const meeting = useQuery({
    ...queryOptionsFor(role, 'conference.get', { id: latest?._id ?? '' }),
    enabled: enabled && latest !== undefined,
  });
  return userId !== undefined && currentRapporteurId(request, meeting.data) === userId;
};
