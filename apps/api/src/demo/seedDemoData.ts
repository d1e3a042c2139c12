import type { Db } from '../db/database';
import type { DocumentStore } from '../documents/store/documentStore';
import { hasUsers } from '../setup/jobUser';
import { insertDemoAccounts } from './accounts';
import { seedDemoFeeSheet } from './documentation';
import { seedDemoHome } from './home';
import { seedDemoMeetings } from './meetings';
import { seedDemoRequests } from './requests';
import { seedRequestTypes } from './requestTypes';

/**
 * Demo data on first start (DEMO_DATA, on by default): the demo accounts and their company, the
 * JOB user, every request type's configuration, sixty requests across every state and type with
 * their history, three meetings and a home page. Only into a database with no users, so it runs once.
 */
export const seedDemoData = async (db: Db, store: DocumentStore, now = new Date()): Promise<boolean> => {
  if (await hasUsers(db)) return false;
  await db.transaction(async (tx) => {
    const users = await insertDemoAccounts(tx, now);
    await seedRequestTypes(tx, store, users.ids.marcoColombo, now);
    const requests = await seedDemoRequests(tx, store, users, now);
    await seedDemoMeetings(tx, store, users, requests, now);
    await seedDemoHome(tx, users.ids.marcoColombo, now);
    await seedDemoFeeSheet(tx, store, users.ids.marcoColombo, now);
  });
  return true;
};
