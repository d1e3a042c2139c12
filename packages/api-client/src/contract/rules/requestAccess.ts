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
