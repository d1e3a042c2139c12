import type { RequestType } from '@cet-portal/api-client';

/** Regione Altra's committee reviews observational studies only. */
export const REGION_REQUEST_TYPES = ['D1', 'D2', 'E1', 'E2'] as const satisfies readonly RequestType[];

export const isRegionType = (type: RequestType | null): boolean =>
  type !== null && (REGION_REQUEST_TYPES as readonly RequestType[]).includes(type);
