import type { Registration, RegistrationStatus } from '@cet-portal/api-client/contract';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { iso, isoOrNull } from '../db/queries/sql';
import { documents, registrations, users } from '../db/schema';

export type RegistrationRow = typeof registrations.$inferSelect;

const person = alias(users, 'registration_person');
const decider = alias(users, 'registration_decider');

/** The columns a registration is shown with: its row, the person, who decided and the letter's name. */
const shownColumns = {
  row: registrations,
  person: { id: person.id, fiscalCode: person.fiscalCode, fullname: person.fullname },
  decider: { id: decider.id, fiscalCode: decider.fiscalCode, fullname: decider.fullname },
  letter: { id: documents.id, fileName: documents.fileName },
};

/** Registrations with what the wire shows beside them; `where` and the rest are the caller's. */
export const selectShown = (db: Db) =>
  db
    .select(shownColumns)
    .from(registrations)
    .innerJoin(person, eq(person.id, registrations.userId))
    .leftJoin(decider, eq(decider.id, registrations.decidedBy))
    .leftJoin(documents, eq(documents.id, registrations.delegationLetterId));

type ShownRow = {
  row: RegistrationRow;
  person: { id: string; fiscalCode: string; fullname: string };
  decider: { id: string; fiscalCode: string; fullname: string } | null;
  letter: { id: string; fileName: string } | null;
};

/** The registration as the wire carries it. */
export const toRegistration = ({ row, person: who, decider: by, letter }: ShownRow): Registration => ({
  _id: row.id,
  user: { _id: who.id, fiscalCode: who.fiscalCode, fullname: who.fullname },
  name: row.name,
  surname: row.surname,
  email: row.email,
  company: {
    _id: row.companyId,
    vat: row.companyVat,
    name: row.companyName,
    address: row.companyAddress,
    pec: row.companyPec,
    proposed: row.companyProposed,
  },
  relation: row.relation,
  delegationLetter: letter ? { _id: letter.id, fileName: letter.fileName } : null,
  status: row.status,
  refusalReason: row.refusalReason,
  submitted: iso(row.submitted),
  decided: isoOrNull(row.decided),
  decidedBy: by ? { _id: by.id, fiscalCode: by.fiscalCode, fullname: by.fullname } : null,
  updated: iso(row.updated),
});

/** One registration by its id, as the wire shows it; undefined when there is none. */
export const loadRegistration = async (db: Db, id: string): Promise<Registration | undefined> => {
  const [row] = await selectShown(db).where(eq(registrations.id, id));
  return row && toRegistration(row);
};

/** The person's own registration, as the wire shows it, or null. */
export const loadRegistrationOf = async (db: Db, userId: string): Promise<Registration | null> => {
  const [row] = await selectShown(db).where(eq(registrations.userId, userId));
  return row ? toRegistration(row) : null;
};

/** Registrations by id, in the order of `ids`. */
export const loadRegistrations = async (db: Db, ids: readonly string[]): Promise<Registration[]> => {
  if (ids.length === 0) return [];
  const rows = await selectShown(db).where(inArray(registrations.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.row.id, toRegistration(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/**
 * The status of the person's registration, or null when they have none (an account an administrator
 * made, or made before self-registration): what decides whether an applicant may send requests.
 */
export const registrationStatusOf = async (db: Db, userId: string): Promise<RegistrationStatus | null> => {
  const [row] = await db
    .select({ status: registrations.status })
    .from(registrations)
    .where(eq(registrations.userId, userId));
  return row?.status ?? null;
};
