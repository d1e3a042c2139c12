import type { Db } from '../db/database';
import { hasUsers, insertDemoAccounts } from './accounts';

/** Demo data on first start: only into a database with no users, so it runs once. */
export const seedDemoData = async (db: Db): Promise<void> => {
  if (await hasUsers(db)) return;
  await db.transaction(async (tx) => {
    await insertDemoAccounts(tx);
  });
};
