import { asc, eq } from 'drizzle-orm';
import { notFound } from '../../core/refusal';
import { cities, provinces } from '../../db/schema';
import { defineCall } from '../types';

export const provinceList = defineCall('city.provinces', {
  rule: 'any role',
  handler: (_input, context) =>
    context.database.db
      .select({ code: provinces.code, name: provinces.name })
      .from(provinces)
      .orderBy(asc(provinces.name)),
});

export const cityList = defineCall('city.cities', {
  rule: 'any role; 404 for an unknown province',
  handler: async ({ provinceCode }, context) => {
    const { db } = context.database;
    const [province] = await db.select().from(provinces).where(eq(provinces.code, provinceCode));
    if (!province) throw notFound(`Provincia sconosciuta: ${provinceCode}`);
    return db
      .select({ name: cities.name })
      .from(cities)
      .where(eq(cities.provinceCode, provinceCode))
      .orderBy(asc(cities.name));
  },
});
