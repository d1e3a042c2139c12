import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { endedSignIns } from '../db/schema';
import { CLOCK_TOLERANCE_SECONDS, type TokenSignIn } from './accessToken';

export type EndReason = (typeof endedSignIns.$inferInsert)['reason'];

/** What ended: a sign-in session, one token, or a subject's tokens issued until now. */
export type Ended =
  | { kind: 'sid'; value: string }
  | { kind: 'token'; value: string; expiresAt: number }
  | {
      kind: 'sub';
      value: string;
    };

/**
 * How long another instance may still take a token after its sign-in ended elsewhere: each instance
 * asks the database again about a token it has seen at most this often. On the instance told of the
 * end, the token is refused at once.
 */
export const RECHECK_MS = 1000;

/** Tokens whose answer is remembered per process, the oldest forgotten first. */
const REMEMBERED_TOKENS = 10_000;

export interface EndedSignInsOptions {
  /** ACCESS_TOKEN_MAX_AGE_SECONDS: no token issued before an end outlives it by more than this. */
  maxAgeSeconds: number;
  now?: () => Date;
}

/**
 * The sign-ins that ended ('Esci', the issuer's back-channel logout, a grant the embedded issuer
 * revoked), kept in the database so that every instance refuses their tokens until they would have
 * expired anyway. A token's answer is remembered for RECHECK_MS (an ended one for good), so a
 * signed-in user's calls cost one indexed lookup a second, not one per call.
 */
export const createEndedSignIns = ({ maxAgeSeconds, now = () => new Date() }: EndedSignInsOptions) => {
  const answers = new Map<string, { ended: boolean; checkedMs: number }>();

  const remember = (tokenId: string, ended: boolean) => {
    answers.delete(tokenId);
    if (answers.size >= REMEMBERED_TOKENS) answers.delete(answers.keys().next().value as string);
    answers.set(tokenId, { ended, checkedMs: Date.now() });
  };

  const lookUp = async (db: Db, token: TokenSignIn): Promise<boolean> => {
    const values = [token.tokenId, ...(token.sessionId ? [token.sessionId] : [])];
    if (token.subject) values.push(token.subject);
    const rows = await db
      .select({ kind: endedSignIns.kind, value: endedSignIns.value, ended: endedSignIns.ended })
      .from(endedSignIns)
      .where(
        and(
          eq(endedSignIns.issuer, token.issuer),
          inArray(endedSignIns.value, values),
          gt(endedSignIns.until, now()),
        ),
      );
    return rows.some(
      (row) =>
        (row.kind === 'sid' && row.value === token.sessionId) ||
        (row.kind === 'token' && row.value === token.tokenId) ||
        // A subject signed out: its tokens issued until then, not those of a later sign-in.
        (row.kind === 'sub' && row.value === token.subject && token.issuedAt * 1000 <= row.ended.getTime()),
    );
  };

  return {
    /** Whether the sign-in of a verified token has ended. */
    isEnded: async (db: Db, token: TokenSignIn): Promise<boolean> => {
      const known = answers.get(token.tokenId);
      if (known && (known.ended || Date.now() - known.checkedMs < RECHECK_MS)) return known.ended;
      const ended = await lookUp(db, token);
      remember(token.tokenId, ended);
      return ended;
    },

    /**
     * Records an end for every instance. A session's or a subject's tokens are refused for as long as
     * any token issued before it could live; a single token until its own expiry.
     */
    end: async (db: Db, issuer: string, what: Ended, reason: EndReason) => {
      const ended = now();
      const latest = ended.getTime() + (maxAgeSeconds + CLOCK_TOLERANCE_SECONDS) * 1000;
      const until =
        what.kind === 'token' ? Math.min(latest, (what.expiresAt + CLOCK_TOLERANCE_SECONDS) * 1000) : latest;
      // Rows past their time mean nothing more: jose refuses those tokens anyway.
      await db.delete(endedSignIns).where(lt(endedSignIns.until, ended));
      await db
        .insert(endedSignIns)
        .values({ issuer, kind: what.kind, value: what.value, reason, ended, until: new Date(until) });
      // This instance refuses at once: every token is looked up again.
      answers.clear();
    },
  };
};

export type EndedSignIns = ReturnType<typeof createEndedSignIns>;

/** What a sign-out of this token ends: its session when it names one, else the token alone. */
export const endOf = (token: TokenSignIn): Ended =>
  token.sessionId
    ? { kind: 'sid', value: token.sessionId }
    : { kind: 'token', value: token.tokenId, expiresAt: token.expiresAt };
