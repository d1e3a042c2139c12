import { createApiClient, type RoleName } from '@cet-portal/api-client';

/** Regione Altra mounts the API under its own path. */
export const REGION_API_BASE = '/altra-regione/api';

/**
 * A client of the region's API acting in one role. This demo has no sign-in: the mock backend
 * answers each role as its demo account (SEG: Giulia Bianchi, RIC: Mario Rossi).
 */
export const regionClient = (role: RoleName) =>
  createApiClient({ baseUrl: REGION_API_BASE, getRole: () => role });

/** The secretariat, who reads the committee's list. */
export const secretariatClient = regionClient('SEG');

/** An applicant, who fills in a new request. */
export const applicantClient = regionClient('RIC');
