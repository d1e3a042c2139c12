import type { RoleName } from '@cet-portal/api-client';

/** Who reads a request's 'Cronologia': the server lets the committee (CET) have none. */
export const seesRequestHistory = (role: RoleName | null): boolean => role !== null && role !== 'CET';

/** A meeting's 'Cronologia' is for the secretariat, the president and the administrators. */
export const seesMeetingHistory = (role: RoleName | null): boolean =>
  role === 'SEG' || role === 'PRE' || role === 'ADMIN';
