import type { RoleName } from '../enums';

/** The committee's staff: every role but the applicant (RIC). */
export const STAFF_ROLES = ['SEG', 'CET', 'PRE', 'ADMIN'] as const satisfies readonly RoleName[];

export const isStaff = (role: RoleName | null): boolean =>
  role !== null && (STAFF_ROLES as readonly RoleName[]).includes(role);

/** A user's record is read by the user, and by the staff. */
export const mayReadUser = (role: RoleName | null, callerId: string, userId: string): boolean =>
  callerId === userId || isStaff(role);

/** The message for a taken fiscal code or VAT number (people and companies share one register). */
export const takenFiscalCodeRefusal = (fiscalCode: string) =>
  `Esiste già un utente o un ente con codice ${fiscalCode}`;
