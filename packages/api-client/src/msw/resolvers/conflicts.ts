import type { ParsedCallInput } from '../../contract/calls';
import type { ConflictOfInterest } from '../../contract/conflicts';
import { REFUSALS } from '../../contract/rules/refusals';
import { conflict, type MockContext, notFound, requireSession } from '../context';
import { type MockDatabase, nextInstant, toUserRef } from '../store';

/** Declarations per mock database: a reset database starts with none. */
const declarations = new WeakMap<MockDatabase, ConflictOfInterest[]>();
export const declarationsOf = (db: MockDatabase) => {
  let list = declarations.get(db);
  if (!list) {
    list = [];
    declarations.set(db, list);
  }
  return list;
};

export const conflictResolvers = {
  declareConflict: (
    { request, reason }: ParsedCallInput<'conference.declareConflict'>,
    context: MockContext,
  ) => {
    const session = requireSession(context);
    if (!context.db.requests.some((candidate) => candidate._id === request))
      throw notFound(REFUSALS.requestNotFound);
    const list = declarationsOf(context.db);
    if (
      list.some((declaration) => declaration.request === request && declaration.user._id === session.user._id)
    )
      throw conflict(REFUSALS.conflictAlreadyDeclared);
    const declared: ConflictOfInterest = {
      request,
      user: toUserRef(session.user),
      reason,
      declared: nextInstant(context.db),
    };
    list.push(declared);
    return declared;
  },
  conflicts: ({ requests }: ParsedCallInput<'conference.conflicts'>, context: MockContext) =>
    declarationsOf(context.db).filter((declaration) => requests.includes(declaration.request)),
} as const;
