import { REFUSALS } from '@cet-portal/api-client/contract';
import type { RequestFilter, RequestScope } from '../../db/queries/requests';
import { badRequest, forbidden } from '../../http/errors';

/** The company a corporate list is about: the one asked for, else the caller's; a requester only its own. */
export const corporateFilter = (filter: RequestFilter, scope: RequestScope): RequestFilter => {
  const corporate = filter.corporate ?? scope.corporateId ?? undefined;
  if (!corporate) throw badRequest(REFUSALS.noCompany);
  if (scope.role === 'RIC' && corporate !== scope.corporateId) {
    throw forbidden(REFUSALS.otherCompanysRequests);
  }
  return { ...filter, corporate };
};
