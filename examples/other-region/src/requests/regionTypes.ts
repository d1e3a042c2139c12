import type { RequestType } from '@cet-portal/api-client';

/** Regione Altra's committee reviews observational studies only: the request form offers these. */
export const REGION_REQUEST_TYPES = ['D1', 'D2', 'E1', 'E2'] as const satisfies readonly RequestType[];
