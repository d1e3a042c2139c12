import type { STALE_MESSAGES } from '../contract/envelope';
import { assertVersion, notFound } from './context';
import { type MockDatabase, nextId, nextInstant } from './store';

type Stored = { _id: string };
type Versioned = Stored & { updated: string };

/**
 * The storage every resolver shares, for any of the mock database's arrays: find or 404, insert with a
 * fresh id and instant, change under the lost-update guard, remove.
 */
export const findOr404 = <Item extends Stored>(
  items: readonly Item[],
  id: string | undefined,
  refusal: string,
) => {
  const item = items.find((candidate) => candidate._id === id);
  if (!item) throw notFound(refusal);
  return item;
};

export const insert = <Item extends Stored>(
  db: MockDatabase,
  items: Item[],
  prefix: string,
  make: (_id: string, now: string) => Item,
): Item => {
  const item = make(nextId(db, prefix), nextInstant(db));
  items.push(item);
  return item;
};

/** Finds the item (404), checks the version it was read at (409 STALE), applies the change with a new `updated`. */
export const changeVersioned = <Item extends Versioned>(
  db: MockDatabase,
  items: readonly Item[],
  { _id, updated }: { _id: string; updated: string },
  refusals: { notFound: string; stale: (typeof STALE_MESSAGES)[keyof typeof STALE_MESSAGES] },
  change: (item: Item, now: string) => void,
): Item => {
  const item = findOr404(items, _id, refusals.notFound);
  assertVersion(item.updated, updated, refusals.stale);
  const now = nextInstant(db);
  change(item, now);
  item.updated = now;
  return item;
};

/** Removes the item in place (the resolvers keep references to the database's arrays). */
export const remove = <Item extends Stored>(items: Item[], id: string): { _id: string } => {
  const index = items.findIndex((item) => item._id === id);
  if (index >= 0) items.splice(index, 1);
  return { _id: id };
};
