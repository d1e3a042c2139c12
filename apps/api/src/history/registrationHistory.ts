import { REGISTRATION_HISTORY_SENTENCES as SENTENCES } from '@cet-portal/api-client/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type AuditFields, auditLog } from '../db/schema';
import type { RawEvent } from './events';

type Audit = typeof auditLog.$inferSelect;

const describe = (audit: Audit): { kind: RawEvent['kind']; description: string }[] => {
  const after = audit.after as AuditFields | null;
  if (audit.recordKind === 'user') {
    const created = audit.before === null;
    return [
      {
        kind: 'edit',
        description: created ? SENTENCES.accountCreated() : SENTENCES.accountChanged(),
      },
    ];
  }
  if (audit.operation === 'registration.confirm')
    return [{ kind: 'state', description: SENTENCES.confirmed() }];
  if (audit.operation === 'registration.refuse')
    return [
      {
        kind: 'state',
        description: SENTENCES.refused({ reason: String(after?.refusalReason ?? '') }),
      },
    ];
  return [
    {
      kind: 'state',
      description: audit.before === null ? SENTENCES.sent() : SENTENCES.sentAgain(),
    },
    ...(after?.status === 'CONFIRMED'
      ? [{ kind: 'state' as const, description: SENTENCES.confirmedAtOnce() }]
      : []),
  ];
};

/**
 * A person's 'Cronologia': the writes of the audit log on their record and on their registration
 * (account created or changed, registration sent, sent again, confirmed or refused, by whom, when).
 * A confirmation's own write on the record (the company set) is told once, as the confirmation.
 */
export const registrationHistoryEvents = async (db: Db, userId: string): Promise<RawEvent[]> => {
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.recordKind, ['user', 'registration']), eq(auditLog.recordId, userId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return audits
    .filter((audit) => !(audit.recordKind === 'user' && audit.operation === 'registration.confirm'))
    .filter(
      (audit) =>
        !(audit.recordKind === 'user' && audit.operation === 'registration.submit' && audit.before !== null),
    )
    .flatMap((audit) =>
      describe(audit).map(({ kind, description }) => ({
        at: audit.at,
        kind,
        fiscalCode: audit.userFiscalCode,
        role: audit.role,
        description,
      })),
    );
};
