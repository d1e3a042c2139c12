import type { RoleName } from '../enums';

/** Who asks about a request: the active role, the user and the user's company. */
export interface RequestScope {
  role: RoleName | null;
  userId: string;
  corporateId: string | null;
}

/** Whose a request is: the applicant who created it and the company it was filed for. */
export interface RequestOwner {
  user: string;
  corporate: string | null;
}

/** An applicant's own request, or one of its company's. */
export const ownsRequest = (owner: RequestOwner, scope: Omit<RequestScope, 'role'>): boolean =>
  owner.user === scope.userId || (scope.corporateId !== null && owner.corporate === scope.corporateId);

/** The staff read every request; an applicant (RIC) only its own and its company's. */
export const mayReadRequest = (owner: RequestOwner, scope: RequestScope): boolean =>
  scope.role !== 'RIC' || ownsRequest(owner, scope);

/**
 * The entries of a meeting an applicant (RIC) sees: those of its own and its company's requests; the
 * staff see every entry. An applicant with none of its requests in a meeting does not see the meeting.
 */
export const entriesSeenBy = <Entry>(
  entries: readonly Entry[],
  ownerOf: (entry: Entry) => RequestOwner | undefined,
  scope: RequestScope,
): Entry[] =>
  scope.role !== 'RIC'
    ? [...entries]
    : entries.filter((entry) => {
        const owner = ownerOf(entry);
        return owner !== undefined && ownsRequest(owner, scope);
      });
