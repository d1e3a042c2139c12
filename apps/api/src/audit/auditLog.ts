import type { CallKey, RoleName } from '@cet-portal/api-client/contract';
import { dequal } from 'dequal';
import type { RoleSession } from '../core/session';
import type { Db } from '../db/database';
import { type AuditFields, auditLog } from '../db/schema';
import { type AuditRecordKind, SNAPSHOTS } from './snapshots';

/** Who writes: a signed-in user in its active role, or the protocol job (no user id). */
export interface AuditActor {
  userId: string | null;
  fiscalCode: string;
  role: RoleName;
}

export const auditActorOf = (session: RoleSession): AuditActor => ({
  userId: session.user.id,
  fiscalCode: session.user.fiscalCode,
  role: session.role,
});

/**
 * A call of the contract, a job of the server, or the first administrators: from the command line
 * (`npm run admin -- create`) or from BOOTSTRAP_ADMIN_FISCAL_CODES at start-up.
 */
export type AuditOperation =
  | CallKey
  | 'job.protocol'
  | 'job.deadline'
  | 'job.orphanUploads'
  | 'signIn.email'
  | 'command.adminCreate'
  | 'setting.bootstrapAdmin';

export interface AuditedWrite {
  actor: AuditActor;
  operation: AuditOperation;
  kind: AuditRecordKind;
  /** The record's id; for a creation, the id it is about to get. */
  id: string;
}

/** JSON as the column stores it (dates as ISO strings), so before and after compare as stored. */
const asJson = (fields: AuditFields | null): AuditFields | null =>
  fields === null ? null : (JSON.parse(JSON.stringify(fields)) as AuditFields);

const pick = (fields: AuditFields, keys: readonly string[]): AuditFields =>
  Object.fromEntries(keys.map((key) => [key, fields[key] ?? null]));

/** Only the fields that changed; a creation keeps every field after, a deletion every field before. */
const changedFields = (before: AuditFields | null, after: AuditFields | null) => {
  if (before === null || after === null) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !dequal(before[key], after[key]),
  );
  return { before: pick(before, keys), after: pick(after, keys) };
};

/**
 * Runs a write and appends its audit row, with the record as it was before and after, on the same
 * database handle: pass the write's transaction, so the row exists exactly when the write commits.
 * A write that throws leaves no row.
 */
export const audited = async <Result>(
  tx: Db,
  { actor, operation, kind, id }: AuditedWrite,
  write: () => Promise<Result>,
): Promise<Result> => {
  const snapshot = SNAPSHOTS[kind];
  const before = asJson(await snapshot(tx, id));
  const result = await write();
  const after = asJson(await snapshot(tx, id));
  await tx.insert(auditLog).values({
    at: new Date(),
    userId: actor.userId,
    userFiscalCode: actor.fiscalCode,
    role: actor.role,
    operation,
    recordKind: kind,
    recordId: id,
    ...changedFields(before, after),
  });
  return result;
};
