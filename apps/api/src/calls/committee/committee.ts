import { eq } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { loadCommitteeIdentity } from '../../committee/identity';
import { logoOfDataUrl } from '../../committee/logo';
import { badRequest, stale } from '../../core/refusal';
import { committeeIdentity } from '../../db/schema';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

const KEY = 'committee';

const STALE_IDENTITY =
  "L'identità del comitato è stata modificata da un altro amministratore: ricarica la pagina per vedere i valori attuali";

export const get = defineCall('committee.get', {
  rule: 'ADMIN; the identity in force (the installation’s settings until ADMIN saves one)',
  handler: (_input, context) => loadCommitteeIdentity(context.database.db, context.config),
});

export const update = defineCall('committee.update', {
  rule: 'ADMIN; replaces the installation’s identity; a primary colour below 4.5:1 with white text or a logo that is not a PNG, JPEG or WebP of at most 200 KB → 400; stale `updated` → 409',
  handler: async ({ logo, updated, ...fields }, context) => {
    const session = roleSessionOf(context);
    // The bytes are checked before anything is written: a refused logo changes nothing.
    const uploaded = typeof logo === 'string' ? logoOfDataUrl(logo) : null;
    if (uploaded && 'problem' in uploaded) throw badRequest(uploaded.problem);
    const write = {
      actor: auditActorOf(session),
      operation: 'committee.update',
      kind: 'committee',
      id: KEY,
    } as const;
    return context.database.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ updated: committeeIdentity.updated, logoKind: committeeIdentity.logoKind })
        .from(committeeIdentity)
        .where(eq(committeeIdentity.key, KEY))
        .for('update');
      if (
        (current ? current.updated.toISOString() : null) !==
        (updated === null ? null : new Date(updated).toISOString())
      )
        throw stale(STALE_IDENTITY);
      const logoColumns =
        logo === undefined
          ? current
            ? {}
            : { logoKind: 'installation' as const, logo: null, logoType: null }
          : uploaded
            ? { logoKind: 'uploaded' as const, logo: uploaded.bytes, logoType: uploaded.contentType }
            : { logoKind: 'none' as const, logo: null, logoType: null };
      const now = new Date(Math.max(Date.now(), (current?.updated.getTime() ?? 0) + 1));
      return audited(tx, write, async () => {
        if (current) {
          await tx
            .update(committeeIdentity)
            .set({ fields, ...logoColumns, userId: session.user.id, updated: now })
            .where(eq(committeeIdentity.key, KEY));
        } else {
          await tx.insert(committeeIdentity).values({
            key: KEY,
            fields,
            logoKind: 'installation',
            logo: null,
            logoType: null,
            ...logoColumns,
            userId: session.user.id,
            updated: now,
          });
        }
        return loadCommitteeIdentity(tx, context.config);
      });
    });
  },
});

export const reset = defineCall('committee.reset', {
  rule: 'ADMIN; ADMIN’s identity goes, the installation’s settings are in force again (nothing to reset is no error)',
  handler: async (_input, context) => {
    const session = roleSessionOf(context);
    const write = {
      actor: auditActorOf(session),
      operation: 'committee.reset',
      kind: 'committee',
      id: KEY,
    } as const;
    return context.database.db.transaction((tx) =>
      audited(tx, write, async () => {
        await tx.delete(committeeIdentity).where(eq(committeeIdentity.key, KEY));
        return loadCommitteeIdentity(tx, context.config);
      }),
    );
  },
});
