import { STALE_MESSAGES } from '../../contract/envelope';
import { REFUSALS } from '../../contract/rules/refusals';
import { changeVersioned, findOr404, insert, remove } from '../collection';
import { requireSession } from '../context';
import { listPage } from '../query';
import type { ServiceResolvers } from './types';

const HOME_REFUSALS = { notFound: REFUSALS.homeNotFound, stale: STALE_MESSAGES.home };

export const homeResolvers: ServiceResolvers<'home'> = {
  find: (input, { db }) => listPage(db.homes, input),
  get: (_input, { db, params }) => findOr404(db.homes, params.id, REFUSALS.homeNotFound),
  create: (input, context) => {
    const { _id: user, fullname } = requireSession(context).user;
    return insert(context.db, context.db.homes, 'home', (_id, now) => ({
      ...{ _id, ...input, created: now, updated: now },
      ...{ user, updateUser: { _id: user, fullname } },
    }));
  },
  update: ({ _id, updated, ...content }, context) => {
    const { _id: user, fullname } = requireSession(context).user;
    return changeVersioned(context.db, context.db.homes, { _id, updated }, HOME_REFUSALS, (home) =>
      Object.assign(home, content, { updateUser: { _id: user, fullname } }),
    );
  },
  delete: ({ _id }, { db }) => remove(db.homes, findOr404(db.homes, _id, REFUSALS.homeNotFound)._id),
};
