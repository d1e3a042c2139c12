import { STALE_MESSAGES } from '../../contract/envelope';
import { REFUSALS } from '../../contract/rules/refusals';
import { assertVersion, notFound, requireSession } from '../context';
import { paginate, sortItems } from '../query';
import { type MockDatabase, nextId, nextInstant } from '../store';
import type { ServiceResolvers } from './types';

const findHome = (db: MockDatabase, id: string) => {
  const home = db.homes.find((candidate) => candidate._id === id);
  if (!home) throw notFound(REFUSALS.homeNotFound);
  return home;
};

export const homeResolvers: ServiceResolvers<'home'> = {
  find: ({ skip, take, sort }, { db }) =>
    paginate(
      sortItems(db.homes, sort, (home, field) => home[field]),
      skip,
      take,
    ),
  get: (_input, { db, params }) => findHome(db, params.id ?? ''),
  create: (input, context) => {
    const { user } = requireSession(context);
    const now = nextInstant(context.db);
    const home = {
      _id: nextId(context.db, 'home'),
      ...input,
      created: now,
      updated: now,
      user: user._id,
      updateUser: { _id: user._id, fullname: user.fullname },
    };
    context.db.homes.push(home);
    return home;
  },
  update: ({ _id, updated, ...content }, context) => {
    const { user } = requireSession(context);
    const home = findHome(context.db, _id);
    assertVersion(home.updated, updated, STALE_MESSAGES.home);
    Object.assign(home, content, {
      updated: nextInstant(context.db),
      updateUser: { _id: user._id, fullname: user.fullname },
    });
    return home;
  },
  delete: ({ _id }, { db }) => {
    findHome(db, _id);
    db.homes = db.homes.filter((home) => home._id !== _id);
    return { _id };
  },
};
