import type { RoleName } from '../enums';
import { REFUSALS } from './refusals';

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

/** A person's full name: the one given, else 'name surname' when either is given, else the current one. */
export const fullnameOf = (
  fields: { name?: string | undefined; surname?: string | undefined; fullname?: string | undefined },
  current?: { name: string; surname: string; fullname: string },
): string => {
  if (fields.fullname) return fields.fullname;
  if (current && !fields.name && !fields.surname) return current.fullname;
  return `${fields.name ?? current?.name} ${fields.surname ?? current?.surname}`;
};

/** A person stays a person and a company a company; the refusal, or null. */
export const userKindRefusal = (wasCompany: boolean, isCompany: boolean): string | null => {
  if (wasCompany === isCompany) return null;
  return wasCompany ? 'Un ente non può diventare una persona' : REFUSALS.userBecomesNoCompany;
};
