import { and, eq } from 'drizzle-orm';
import { type AuditOperation, audited } from '../audit/auditLog';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { nextVersion } from '../db/queries/sql';
import { roleIdByName } from '../db/queries/users';
import { userRoles, users } from '../db/schema';
import { JOB_AUDIT_ACTOR } from './jobUser';

/** Who becomes ADMIN; without a name the fiscal code stands in for it until someone corrects it. */
export interface Administrator {
  fiscalCode: string;
  name?: string | undefined;
  surname?: string | undefined;
  email?: string | undefined;
}

export type AdministratorOutcome =
  | { kind: 'created' | 'promoted' | 'alreadyAdmin' | 'updated'; fullname: string }
  | { kind: 'company' };

/**
 * A person added with BOOTSTRAP_ADMIN_FISCAL_CODES, whose name nobody told the server: name empty,
 * surname and full name the fiscal code, so that the user panel lists the person and asks for a name.
 */
const isProvisional = (row: { fiscalCode: string; name: string; surname: string }) =>
  row.name === '' && row.surname === row.fiscalCode;

/**
 * Makes one person ADMIN: creates the user, or adds ADMIN to an existing one's roles; nothing when
 * the person already is (no audit row either, so a setting read at every start audits once). A name
 * given for a provisional record replaces it. The server itself acts (the JOB actor, no user id), and
 * `operation` says from where: the command line or the start-up setting.
 */
export const ensureAdministrator = async (
  db: Db,
  person: Administrator,
  operation: Extract<AuditOperation, 'command.adminCreate' | 'setting.bootstrapAdmin'>,
  now = new Date(),
): Promise<AdministratorOutcome> =>
  db.transaction(async (tx) => {
    const adminRoleId = await roleIdByName(tx, 'ADMIN');
    const [current] = await tx
      .select()
      .from(users)
      .where(eq(users.fiscalCode, person.fiscalCode))
      .for('update');
    if (current?.isCorporate) return { kind: 'company' };
    const named = person.name !== undefined && person.surname !== undefined;
    const names = named
      ? {
          name: person.name ?? '',
          surname: person.surname ?? '',
          fullname: `${person.name} ${person.surname}`,
        }
      : { name: '', surname: person.fiscalCode, fullname: person.fiscalCode };
    const write = { actor: JOB_AUDIT_ACTOR, operation, kind: 'user', id: current?.id ?? newId() } as const;
    if (!current) {
      await audited(tx, write, async () => {
        await tx.insert(users).values({
          id: write.id,
          fiscalCode: person.fiscalCode,
          ...names,
          email: person.email ?? null,
          inserted: now,
          updated: now,
        });
        await tx.insert(userRoles).values({ userId: write.id, roleId: adminRoleId });
      });
      return { kind: 'created', fullname: names.fullname };
    }
    const [held] = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, current.id), eq(userRoles.roleId, adminRoleId)));
    const rename = named && isProvisional(current);
    const addEmail = person.email !== undefined && current.email === null;
    if (held && !rename && !addEmail) return { kind: 'alreadyAdmin', fullname: current.fullname };
    await audited(tx, write, async () => {
      if (!held) await tx.insert(userRoles).values({ userId: current.id, roleId: adminRoleId });
      // A new version, so every instance's cache of signed-in users reads the new roles and name.
      await tx
        .update(users)
        .set({
          ...(rename ? names : {}),
          ...(addEmail ? { email: person.email } : {}),
          updated: nextVersion(users.updated, now),
        })
        .where(eq(users.id, current.id));
    });
    const fullname = rename ? names.fullname : current.fullname;
    return { kind: held ? 'updated' : 'promoted', fullname };
  });
