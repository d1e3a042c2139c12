import type { Db } from '../db/database';
import type { conferences } from '../db/schema';
import { enqueueNotification } from './outbox';

interface Assignment {
  request: string;
  user?: string | null | undefined;
}

/**
 * Tells each rapporteur of the requests newly assigned to them in one message; a rapporteur whose
 * requests did not change is not told again when the list is saved.
 */
export const notifyNewRapporteurs = async (
  tx: Db,
  meetingId: string,
  before: readonly Assignment[],
  after: readonly Assignment[],
  now: Date,
) => {
  const known = new Set(before.map((entry) => `${entry.request}/${entry.user ?? ''}`));
  const fresh = new Map<string, string[]>();
  for (const entry of after) {
    if (!entry.user || known.has(`${entry.request}/${entry.user}`)) continue;
    fresh.set(entry.user, [...(fresh.get(entry.user) ?? []), entry.request]);
  }
  for (const [rapporteurId, requestIds] of fresh) {
    await enqueueNotification(
      tx,
      { kind: 'meeting.rapporteurAssigned', meetingId, rapporteurId, requestIds },
      now,
    );
  }
};

/** The moments of a meeting's update the committee hears of: opened, minutes uploaded, closed. */
export const meetingEventsOf = (values: Partial<typeof conferences.$inferInsert>) => [
  ...(values.openDate ? (['meeting.opened'] as const) : []),
  ...(values.conferenceDocumentId ? (['meeting.minutesUploaded'] as const) : []),
  ...(values.closeDate ? (['meeting.closed'] as const) : []),
];
