import { toRomeDay } from '@cet-portal/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { protocolCounters } from '../db/schema';

/** What the registry is asked to protocol: a request that has just been sent, or a meeting's minutes. */
export interface ProtocolSubject {
  /** The request's or the meeting's `_id`. */
  recordId: string;
  identifier: number | null;
  /** When the registration happens. */
  date: Date;
}

export interface RegisteredProtocol {
  protocol: number;
  year: number;
  date: Date;
}

/**
 * Where protocol numbers come from. The internal registry numbers them per year in the database; a
 * region plugs its document-management system in by implementing this interface. `db` is the
 * transaction that records the registration, for registries that keep state in the database.
 */
export interface ProtocolRegistry {
  register(subject: ProtocolSubject, db: Db): Promise<RegisteredProtocol>;
}

/** Numbers from 1 each calendar year (Italian time), kept in `protocol_counters`. */
export const internalProtocolRegistry: ProtocolRegistry = {
  register: async ({ date }, db) => {
    const year = Number(toRomeDay(date).slice(0, 4));
    const [counter] = await db
      .insert(protocolCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: protocolCounters.year, set: { last: sql`${protocolCounters.last} + 1` } })
      .returning({ last: protocolCounters.last });
    if (!counter) throw new Error(`Registro di protocollo: nessun numero per il ${year}`);
    return { protocol: counter.last, year, date };
  },
};
