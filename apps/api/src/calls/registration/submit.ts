import {
  confirmedOnSubmit,
  fullnameOf,
  type ParsedCallInput,
  REGISTRATION_REFUSALS,
  relationNeedsLetter,
  submitRefusal,
} from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import { type AuditActor, audited } from '../../audit/auditLog';
import { badRequest, conflict, forbidden, notFound, stale } from '../../core/refusal';
import type { CallerIdentity } from '../../core/session';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { storeDocument } from '../../db/queries/documents';
import { nextVersion } from '../../db/queries/sql';
import { roleIdByName } from '../../db/queries/users';
import { registrations, userRoles, users } from '../../db/schema';
import { documentStoreOf } from '../../documents/store/documentStore';
import { readUploadedFile, type UploadedFile } from '../../documents/uploadedFile';
import { enqueueNotification } from '../../notifications/outbox';
import { companyByVat } from '../../registration/companies';
import { loadRegistration } from '../../registration/records';
import { REGISTRATION_STALE } from '../../registration/stale';
import { type CallContext, defineCall } from '../types';
import { identityOf, openMode } from './identity';

type SubmitInput = ParsedCallInput<'registration.submit'>;

/** The letter decoded and typed before any write, with the limits and types of every upload. */
const readLetter = async (input: SubmitInput, context: CallContext): Promise<UploadedFile | null> => {
  if (!input.delegationLetter || !relationNeedsLetter(input.relation)) return null;
  const { file, name } = input.delegationLetter;
  return readUploadedFile(file, name, context.config.maxUploadBytes);
};

/** The company as the person names it: a registered one by VAT, or a new one whose VAT is free. */
const namedCompany = async (tx: Db, company: SubmitInput['company']) => {
  const registered = await companyByVat(tx, company.vat);
  if (company.kind === 'existing') {
    if (!registered) throw badRequest(REGISTRATION_REFUSALS.unknownCompany);
    return {
      companyId: registered._id,
      companyVat: registered.vat,
      companyName: registered.name,
      companyAddress: null,
      companyPec: null,
      companyProposed: false,
    };
  }
  if (registered) throw conflict(REGISTRATION_REFUSALS.companyExists);
  return {
    companyId: null,
    companyVat: company.vat,
    companyName: company.name,
    companyAddress: company.address,
    companyPec: company.pec,
    companyProposed: true,
  };
};

/** The identity provider's claims win over what was typed: the person cannot rename themselves. */
const personOf = (input: SubmitInput, identity: CallerIdentity) => {
  const name = identity.givenName ?? input.name;
  const surname = identity.familyName ?? input.surname;
  return { name, surname, fullname: fullnameOf({ name, surname }), email: identity.email ?? input.email };
};

export const submit = defineCall('registration.submit', {
  rule: 'any valid token of someone without an account, or whose registration was refused (sent again on the same record, stale `updated` → 409); 403 with SELF_REGISTRATION=off (naming the secretariat’s contacts) or for an account made otherwise; 409 while pending or once confirmed; an existing company by a registered VAT (400 otherwise), a new one by a free VAT (409 otherwise); a CRO needs the delegation letter (400); the first sending creates the person as RIC without a company; `open` confirms at once a registration naming a registered company',
  handler: async (input, context) => {
    const identity = identityOf(context);
    const mode = await openMode(context);
    const letter = await readLetter(input, context);
    const { db } = context.database;
    const id = await db.transaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(eq(users.fiscalCode, identity.fiscalCode))
        .for('update');
      if (user?.isCorporate) throw forbidden(REGISTRATION_REFUSALS.alreadyRegistered);
      const [previous] = user
        ? await tx.select().from(registrations).where(eq(registrations.userId, user.id)).for('update')
        : [];
      if (user && !previous) throw forbidden(REGISTRATION_REFUSALS.alreadyRegistered);
      if (previous) {
        const refusal = submitRefusal(previous.status);
        if (refusal) throw conflict(refusal);
        if (!input.updated || previous.updated.getTime() !== Date.parse(input.updated))
          throw stale(REGISTRATION_STALE);
      }
      if (relationNeedsLetter(input.relation) && !letter && !previous?.delegationLetterId)
        throw badRequest(REGISTRATION_REFUSALS.letterRequired);
      const company = await namedCompany(tx, input.company);
      const person = personOf(input, identity);
      const now = new Date();
      const userId = user?.id ?? newId();
      const actor: AuditActor = { userId, fiscalCode: identity.fiscalCode, role: 'RIC' };
      const confirmed = confirmedOnSubmit(mode, input.company.kind);
      const write = { actor, operation: 'registration.submit' } as const;

      await audited(tx, { ...write, kind: 'user', id: userId }, async () => {
        const account = { ...person, corporateId: confirmed ? company.companyId : null };
        if (user) {
          await tx
            .update(users)
            .set({ ...account, updated: nextVersion(users.updated, now) })
            .where(eq(users.id, userId));
          return;
        }
        await tx.insert(users).values({
          id: userId,
          fiscalCode: identity.fiscalCode,
          ...account,
          inserted: now,
          updated: now,
        });
        await tx.insert(userRoles).values({ userId, roleId: await roleIdByName(tx, 'RIC') });
      });

      let delegationLetterId = relationNeedsLetter(input.relation)
        ? (previous?.delegationLetterId ?? null)
        : null;
      if (letter) {
        const documentId = newId();
        await audited(tx, { ...write, kind: 'document', id: documentId }, () =>
          storeDocument(
            tx,
            documentStoreOf(context.database),
            { id: documentId, type: null, ownerId: userId, ...letter },
            now,
          ),
        );
        delegationLetterId = documentId;
      }

      const registrationId = previous?.id ?? newId();
      await audited(tx, { ...write, kind: 'registration', id: userId }, async () => {
        const fields = {
          name: person.name,
          surname: person.surname,
          email: person.email,
          ...company,
          relation: input.relation,
          delegationLetterId,
          status: confirmed ? ('CONFIRMED' as const) : ('PENDING' as const),
          refusalReason: null,
          submitted: now,
          decided: confirmed ? now : null,
          decidedBy: null,
        };
        if (previous) {
          await tx
            .update(registrations)
            .set({ ...fields, updated: nextVersion(registrations.updated, now) })
            .where(eq(registrations.id, registrationId));
        } else {
          await tx.insert(registrations).values({ id: registrationId, userId, ...fields, updated: now });
        }
      });
      await enqueueNotification(
        tx,
        { kind: confirmed ? 'registration.confirmed' : 'registration.submitted', registrationId },
        now,
      );
      return registrationId;
    });
    const registration = await loadRegistration(db, id);
    if (!registration) throw notFound(REGISTRATION_REFUSALS.notFound);
    return registration;
  },
});
