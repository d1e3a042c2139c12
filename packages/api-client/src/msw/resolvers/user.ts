import { JOB_USER } from '../../contract/enums';
import { STALE_MESSAGES } from '../../contract/envelope';
import { REFUSALS } from '../../contract/rules/refusals';
import type { Company, User } from '../../contract/user';
import { ROLE_LABELS } from '../../helpers/labels';
import { assertVersion, badRequest, conflict, forbidden, notFound, requireSession } from '../context';
import { matchesText, paginate, sortItems } from '../query';
import { type MockDatabase, nextId, nextInstant, toCompanyRef } from '../store';
import type { ServiceResolvers } from './types';

const STAFF = ['ADMIN', 'SEG', 'PRE', 'CET'] as const;

const people = (db: MockDatabase) =>
  db.users.filter((user) => !user.isCorporate && user.fiscalCode !== JOB_USER);
const companies = (db: MockDatabase) => db.users.filter((user): user is Company => user.isCorporate);

const filterPeople = (
  db: MockDatabase,
  query: { fiscalCode?: string; name?: string; roles?: readonly string[] },
) =>
  people(db).filter(
    (user) =>
      matchesText(user.fiscalCode, query.fiscalCode) &&
      matchesText(user.fullname, query.name) &&
      (!query.roles?.length || user.roles.some((role) => query.roles?.includes(role.name))),
  );

const filterCompanies = (db: MockDatabase, query: { vat?: string; name?: string }) =>
  companies(db).filter(
    (company) => matchesText(company.fiscalCode, query.vat) && matchesText(company.surname, query.name),
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
  if (!company) throw badRequest(REFUSALS.unknownCompany);
  return toCompanyRef(company);
};

const assertUniqueFiscalCode = (db: MockDatabase, fiscalCode: string, except?: string) => {
  if (db.users.some((user) => user.fiscalCode === fiscalCode && user._id !== except)) {
    throw conflict(`Esiste già un utente o un ente con codice ${fiscalCode}`);
  }
};

export const userResolvers: ServiceResolvers<'user'> = {
  me: (_input, context) => requireSession(context).user,
  get: (_input, context) => {
    const { user, role } = requireSession(context);
    const found = context.db.users.find((candidate) => candidate._id === context.params.id);
    if (!found) throw notFound(REFUSALS.userNotFound);
    if (found._id !== user._id && !(STAFF as readonly (string | null)[]).includes(role)) throw forbidden();
    return found;
  },
  find: ({ query, skip, take, sort }, { db }) =>
    paginate(
      sortItems(filterPeople(db, query), sort, (user, field) => user[field]),
      skip,
      take,
    ),
  count: ({ query }, { db }) => ({ count: filterPeople(db, query).length }),
  findCompanies: ({ query, skip, take, sort }, { db }) =>
    paginate(
      sortItems(filterCompanies(db, query), sort, (company, field) => company[field]),
      skip,
      take,
    ),
  countCompanies: ({ query }, { db }) => ({ count: filterCompanies(db, query).length }),
  create: (input, { db }) => {
    assertUniqueFiscalCode(db, input.fiscalCode);
    const now = nextInstant(db);
    const base = { fiscalCode: input.fiscalCode, inserted: now, lastActivity: null, updated: now };
    const user: User =
      'isCorporate' in input
        ? {
            ...base,
            _id: nextId(db, 'company'),
            name: '',
            surname: input.surname,
            fullname: input.surname,
            roles: [],
            corporate: null,
            isCorporate: true,
            email: null,
          }
        : {
            ...base,
            _id: nextId(db, 'user'),
            name: input.name,
            surname: input.surname,
            fullname: input.fullname || `${input.name} ${input.surname}`,
            roles: rolesFromIds(db, input.roles),
            corporate: companyRef(db, input.corporate),
            isCorporate: false,
            email: input.email ?? null,
          };
    db.users.push(user);
    return user;
  },
  update: (input, { db }) => {
    const index = db.users.findIndex((user) => user._id === input._id);
    const current = db.users[index];
    if (!current) throw notFound(REFUSALS.userNotFound);
    assertVersion(current.updated, input.updated, STALE_MESSAGES.user);
    if ('isCorporate' in input !== current.isCorporate) throw badRequest(REFUSALS.userBecomesNoCompany);
    if (input.fiscalCode) assertUniqueFiscalCode(db, input.fiscalCode, current._id);
    const updated = nextInstant(db);
    let next: User;
    if ('isCorporate' in input) {
      const surname = input.surname ?? current.surname;
      next = {
        ...current,
        fiscalCode: input.fiscalCode ?? current.fiscalCode,
        surname,
        fullname: surname,
        updated,
      };
    } else {
      const { _id, updated: _seen, roles, corporate, ...fields } = input;
      next = {
        ...current,
        ...fields,
        ...(roles ? { roles: rolesFromIds(db, roles) } : {}),
        ...(corporate !== undefined ? { corporate: companyRef(db, corporate) } : {}),
        updated,
      };
    }
    db.users[index] = next;
    return next;
  },
};

export const roleResolvers: ServiceResolvers<'role'> = {
  find: ({ query, skip, take, sort }, { db }) =>
    paginate(
      sortItems(
        db.roles.filter((role) => !query.name || role.name === query.name),
        sort,
        (role, field) => role[field],
      ),
      skip,
      take,
    ),
};

export const rolesResolvers: ServiceResolvers<'roles'> = {
  getDataNoRole: (_input, context) => ({ user: requireSession(context).user }),
  getPublicData: (_input, { db }) => ({
    roles: db.roles.map((role) => ({ name: role.name, description: ROLE_LABELS[role.name] })),
    requestTypes: db.requestConfigs.map((config) => config.requestType),
  }),
};
