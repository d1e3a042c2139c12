import {
  type Comparison,
  type DiffPart,
  type DocumentChange,
  type FieldChange,
  type IntegrationComment,
  type Request,
  roleNameSchema,
  type Submission,
} from '@cet-portal/api-client/contract';
import { diffWords } from 'diff';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { notFound } from '../core/refusal';
import type { Db } from '../db/database';
import {
  requestComments,
  requestLogs,
  requestSubmissions,
  type SubmittedDocument,
  users,
} from '../db/schema';
import { REQUEST_FIELD_LABELS } from '../domain/requestFieldLabels';
import { type SubmittedFields, submittedDocumentsOf, submittedFieldsOf } from './recordSubmission';

/** Operations that change what the applicant sent: after one, the request no longer shows the last sending. */
const CHANGES_AFTER_SENDING = ['DRAFT_SAVE', 'UPDATE', 'UPLOAD'];

interface Version extends Submission {
  fields: SubmittedFields | null;
  documents: SubmittedDocument[] | null;
}

/**
 * Every sending of the request, oldest first: the kept snapshot where there is one; for requests sent
 * before snapshots were kept, the last sending is read from the request when no applicant's change
 * followed it, and the earlier ones are 'versione non disponibile'.
 */
export const versionsOf = async (db: Db, request: Request): Promise<Version[]> => {
  const logs = await db
    .select()
    .from(requestLogs)
    .where(eq(requestLogs.requestId, request._id))
    .orderBy(asc(requestLogs.date), asc(requestLogs.id));
  const kept = await db
    .select()
    .from(requestSubmissions)
    .where(eq(requestSubmissions.requestId, request._id))
    .orderBy(asc(requestSubmissions.version));
  const sendings = logs.filter((log) => log.operation === 'SEND');
  const last = sendings.at(-1);
  const unchangedSinceLast =
    last !== undefined &&
    !logs.some(
      (log) =>
        log.date.getTime() > last.date.getTime() &&
        log.role === 'RIC' &&
        CHANGES_AFTER_SENDING.includes(log.operation),
    );
  return sendings.map((sending, index) => {
    const version = index + 1;
    const snapshot = kept.find((row) => row.version === version);
    if (snapshot)
      return {
        version,
        sent: snapshot.sent.toISOString(),
        available: true,
        reconstructed: false,
        fields: snapshot.fields,
        documents: snapshot.documents,
      };
    const isReconstructed = sending === last && unchangedSinceLast;
    return {
      version,
      sent: sending.date.toISOString(),
      available: isReconstructed,
      reconstructed: isReconstructed,
      fields: isReconstructed ? submittedFieldsOf(request) : null,
      documents: isReconstructed ? submittedDocumentsOf(request) : null,
    };
  });
};

const publicPart = ({ fields: _fields, documents: _documents, ...submission }: Version): Submission =>
  submission;

export const listSubmissions = async (db: Db, request: Request) => {
  const result = (await versionsOf(db, request)).map(publicPart);
  return { result, total: result.length };
};

const partsOf = (before: string, after: string): DiffPart[] =>
  diffWords(before, after).map((change) => ({
    text: change.value,
    change: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));

const fieldChanges = (before: SubmittedFields, after: SubmittedFields): FieldChange[] =>
  Object.entries(REQUEST_FIELD_LABELS).flatMap(([field, label]): FieldChange[] => {
    const old = before[field] ?? '';
    const now = after[field] ?? '';
    if (old === now) return [];
    const status = old === '' ? 'added' : now === '' ? 'removed' : 'changed';
    return [{ field, label, status, parts: partsOf(old, now) }];
  });

/** The newest attachment of each type (attachments are kept oldest first). */
const newestByType = (documents: readonly SubmittedDocument[]) =>
  new Map(documents.map((document) => [document.type, document]));

const documentChanges = (before: SubmittedDocument[], after: SubmittedDocument[]): DocumentChange[] => {
  const old = newestByType(before);
  const now = newestByType(after);
  const types = [...new Set([...old.keys(), ...now.keys()])];
  return types.flatMap((type): DocumentChange[] => {
    const was = old.get(type);
    const is = now.get(type);
    if (was?.id === is?.id) return [];
    const status = !was ? 'added' : !is ? 'removed' : 'replaced';
    return [{ type, status, before: was?.fileName ?? null, after: is?.fileName ?? null }];
  });
};

/** The comments written after the older sending and up to the newer one: what the newer answers. */
const commentsBetween = async (
  db: Db,
  requestId: string,
  after: Date,
  until: Date,
): Promise<IntegrationComment[]> => {
  const rows = await db
    .select({ comment: requestComments, user: users })
    .from(requestComments)
    .innerJoin(users, eq(users.id, requestComments.userId))
    .where(
      and(
        eq(requestComments.requestId, requestId),
        gt(requestComments.date, after),
        lte(requestComments.date, until),
      ),
    )
    .orderBy(asc(requestComments.date));
  const logs = await db.select().from(requestLogs).where(eq(requestLogs.requestId, requestId));
  return rows.map(({ comment, user }) => {
    // The decision that carried the comment says in which role it was written.
    const role = logs.find(
      (log) => log.userFiscalCode === user.fiscalCode && log.date.getTime() === comment.date.getTime(),
    )?.role;
    const parsed = roleNameSchema.safeParse(role);
    return {
      who: user.fullname,
      role: parsed.success ? parsed.data : null,
      date: comment.date.toISOString(),
      body: comment.body,
    };
  });
};

const versionNotAvailable = (version: number) =>
  notFound(
    `La versione ${version} della richiesta non è disponibile: fu inviata prima che le versioni fossero conservate`,
  );

/** What changed between two sendings, field by field and word by word, with the integration comments between. */
export const compareSubmissions = async (
  db: Db,
  request: Request,
  first: number,
  second: number,
): Promise<Comparison> => {
  const versions = await versionsOf(db, request);
  const [older, newer] = [Math.min(first, second), Math.max(first, second)].map((number) => {
    const version = versions.find((candidate) => candidate.version === number);
    if (!version) throw notFound(`La richiesta non ha una versione ${number}`);
    if (!version.fields || !version.documents) throw versionNotAvailable(number);
    return version as Version & { fields: SubmittedFields; documents: SubmittedDocument[] };
  }) as [
    Version & { fields: SubmittedFields; documents: SubmittedDocument[] },
    Version & { fields: SubmittedFields; documents: SubmittedDocument[] },
  ];
  return {
    from: publicPart(older),
    to: publicPart(newer),
    fields: fieldChanges(older.fields, newer.fields),
    documents: documentChanges(older.documents, newer.documents),
    comments: await commentsBetween(db, request._id, new Date(older.sent), new Date(newer.sent)),
  };
};
