import { JOB_USER } from '../../contract/enums';
import { STALE_MESSAGES } from '../../contract/envelope';
import { REFUSALS } from '../../contract/rules/refusals';
import { fullnameOf, mayReadUser, takenFiscalCodeRefusal, userKindRefusal } from '../../contract/rules/users';
import type { Company, CompanyFilter, User, UserFilter } from '../../contract/user';
import { ROLE_LABELS } from '../../helpers/labels';
import { changeVersioned, findOr404, insert } from '../collection';
import { badRequest, conflict, forbidden, requireSession } from '../context';
import { filterBy, listPage, type Matchers, text } from '../query';
import { type MockDatabase, toCompanyRef } from '../store';
import type { ServiceResolvers } from './types';

const PERSON_MATCHERS: Matchers<User, UserFilter> = {
  fiscalCode: text((user) => user.fiscalCode),
  name: text((user) => user.fullname),
  roles: (user, names) => user.roles.some((role) => names.includes(role.name)),
};
const COMPANY_MATCHERS: Matchers<Company, CompanyFilter> = {
  vat: text((company) => company.fiscalCode),
  name: text((company) => company.surname),
};

const people = (db: MockDatabase, query: UserFilter) =>
  filterBy(
    db.users.filter((user) => !user.isCorporate && user.fiscalCode !== JOB_USER),
    query,
    PERSON_MATCHERS,
  );
const companies = (db: MockDatabase, query: CompanyFilter = {}) =>
  filterBy(
    db.users.filter((user): user is Company => user.isCorporate),
    query,
    COMPANY_MATCHERS,
  );

const rolesFromIds = (db: MockDatabase, ids: readonly string[]) =>
  ids.map((id) => {
    const role = db.roles.find((candidate) => candidate._id === id);
    if (!role) throw badRequest(`Ruolo sconosciuto: ${id}`);
    return role;
  });

const companyRef = (db: MockDatabase, id: string | null | undefined) => {
  if (!id) return null;
  const company = companies(db).find((candidate) => candidate._id === id);
  if (!company) throw badRequest(`Ente sconosciuto: ${id}`);
  return toCompanyRef(company);
};

const assertFreeFiscalCode = (db: MockDatabase, fiscalCode: string | undefined, except?: string) => {
  if (db.users.some((user) => user.fiscalCode === fiscalCode && user._id !== except))
    throw conflict(takenFiscalCodeRefusal(fiscalCode ?? ''));
};

export const userResolvers: ServiceResolvers<'user'> = {
  me: (_input, context) => requireSession(context).user,
  get: (_input, context) => {
    const { user, role } = requireSession(context);
    const found = findOr404(context.db.users, context.params.id, REFUSALS.userNotFound);
    if (!mayReadUser(role, user._id, found._id)) throw forbidden(REFUSALS.ownProfileOnly);
    return found;
  },
  find: (input, { db }) => listPage(people(db, input.query), input),
  count: ({ query }, { db }) => ({ count: people(db, query).length }),
  findCompanies: (input, { db }) => listPage(companies(db, input.query), input),
  countCompanies: ({ query }, { db }) => ({ count: companies(db, query).length }),
  create: (input, { db }) => {
    assertFreeFiscalCode(db, input.fiscalCode);
    const isCompany = 'isCorporate' in input;
    return insert(db, db.users, isCompany ? 'company' : 'user', (_id, now): User => {
      const base = { _id, fiscalCode: input.fiscalCode, inserted: now, lastActivity: null, updated: now };
      if (isCompany) {
        const company = { name: '', surname: input.surname, fullname: input.surname, roles: [], email: null };
        return { ...base, ...company, corporate: null, isCorporate: true };
      }
      const { name, surname, email = null } = input;
      const person = {
        name,
        surname,
        fullname: fullnameOf(input),
        email,
        roles: rolesFromIds(db, input.roles),
      };
      return { ...base, ...person, corporate: companyRef(db, input.corporate), isCorporate: false };
    });
  },
  update: (input, { db }) => {
    const refusals = { notFound: REFUSALS.userNotFound, stale: STALE_MESSAGES.user };
    return changeVersioned(db, db.users, input, refusals, (current) => {
      const kindRefusal = userKindRefusal(current.isCorporate, 'isCorporate' in input);
      if (kindRefusal) throw badRequest(kindRefusal);
      if (input.fiscalCode) assertFreeFiscalCode(db, input.fiscalCode, current._id);
      if ('isCorporate' in input) {
        const surname = input.surname ?? current.surname;
        Object.assign(current, {
          fiscalCode: input.fiscalCode ?? current.fiscalCode,
          surname,
          fullname: surname,
        });
      } else {
        const { _id, updated, roles, corporate, ...fields } = input;
        Object.assign(current, { ...fields, fullname: fullnameOf(fields, current) });
        if (roles) current.roles = rolesFromIds(db, roles);
        if (corporate !== undefined) current.corporate = companyRef(db, corporate);
      }
    });
  },
};

export const roleResolvers: ServiceResolvers<'role'> = {
  find: (input, { db }) =>
    listPage(
      db.roles.filter((role) => !input.query.name || role.name === input.query.name),
      input,
    ),
};

export const rolesResolvers: ServiceResolvers<'roles'> = {
  getDataNoRole: (_input, context) => ({ user: requireSession(context).user }),
  getPublicData: (_input, { db }) => ({
    roles: db.roles.map((role) => ({ name: role.name, description: ROLE_LABELS[role.name] })),
    requestTypes: db.requestConfigs.map((config) => config.requestType),
  }),
};
