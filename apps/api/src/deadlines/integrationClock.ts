import {
  DEFAULT_INTEGRATION_LIMIT_DAYS,
  integrationDueAfter,
  isWaitingForApplicant,
  type RequestState,
  type RequestType,
} from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { requestConfigs, type requests } from '../db/schema';

/** The integration limit of a request type; the default when the type has no configuration. */
const integrationLimitOf = async (tx: Db, type: RequestType | null): Promise<number> => {
  if (type === null) return DEFAULT_INTEGRATION_LIMIT_DAYS;
  const [config] = await tx
    .select({ days: requestConfigs.integrationLimitDays })
    .from(requestConfigs)
    .where(eq(requestConfigs.requestType, type));
  return config?.days ?? DEFAULT_INTEGRATION_LIMIT_DAYS;
};

type ClockColumns = Pick<
  typeof requests.$inferInsert,
  'integrationDue' | 'integrationReminder30' | 'integrationReminder7' | 'integrationLapsed'
>;

const STOPPED: ClockColumns = {
  integrationDue: null,
  integrationReminder30: null,
  integrationReminder7: null,
  integrationLapsed: null,
};

/**
 * The clock's columns for a state change (docs/deadlines.md): entering TO_INTEGRATE or TO_INTEGRATE_CER
 * starts a fresh round of the type's limit, as the spec's notice says ("integrations must be entered
 * within 180 days" of each request for them); any other state stops the clock and clears the round.
 */
export const integrationClockFor = async (
  tx: Db,
  { to, type }: { to: RequestState; type: RequestType | null },
  now: Date,
): Promise<ClockColumns> =>
  // The type's limit is read only when a round starts.
  isWaitingForApplicant(to)
    ? { ...STOPPED, integrationDue: integrationDueAfter(to, now, await integrationLimitOf(tx, type)) }
    : STOPPED;
