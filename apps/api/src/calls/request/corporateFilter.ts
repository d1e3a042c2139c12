import { REFUSALS } from '@cet-portal/api-client/contract';
import { badRequest, forbidden } from '../../core/refusal';
import type { RequestFilter, RequestScope } from '../../db/queries/requests';

/** The company a corporate list is about: the one asked for, else the caller's; a requester only its own. */
export const corporateFilter = (filter: RequestFilter, scope: RequestScope): RequestFilter => {
  const corporate = filter.corporate ?? scope.corporateId ?? undefined;
  if (!corporate) throw badRequest(REFUSALS.noCompany);
  if (scope.role === 'RIC' && corporate !== scope.corporateId) {
    throw forbidden(REFUSALS.otherCompanysRequests);
  }
  return { ...filter, corporate };
};
