import { REFUSALS } from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { declarationsOn } from '../../conflicts/conflictRule';
import { conflict, notFound } from '../../core/refusal';
import { conflictsOfInterest, requests } from '../../db/schema';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

export const declareConflict = defineCall('conference.declareConflict', {
  rule: 'CET, on any request (its meeting’s clones count as the original) with a reason; once per member and request (409 otherwise); afterwards the member is refused (403) as its rapporteur, its decision and its report',
  handler: async ({ request, reason }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: requests.id, cloneOf: requests.cloneOf })
        .from(requests)
        .where(eq(requests.id, request));
      if (!row) throw notFound(REFUSALS.requestNotFound);
      const original = row.cloneOf ?? row.id;
      const already = await declarationsOn(tx, [original]);
      if (already.some((declaration) => declaration.user._id === session.user.id))
        throw conflict(REFUSALS.conflictAlreadyDeclared);
      const write = {
        actor: auditActorOf(session),
        operation: 'conference.declareConflict',
        kind: 'conflict',
        id: `${original}:${session.user.id}`,
      } as const;
      await audited(tx, write, () =>
        tx.insert(conflictsOfInterest).values({
          requestId: original,
          userId: session.user.id,
          reason,
          declared: new Date(),
        }),
      );
      const declared = (await declarationsOn(tx, [request])).find(
        (declaration) => declaration.user._id === session.user.id,
      );
      if (!declared) throw notFound('Dichiarazione non trovata');
      return declared;
    });
  },
});

export const conflicts = defineCall('conference.conflicts', {
  rule: 'SEG, CET, PRE or ADMIN; the declarations on the given requests',
  handler: ({ requests: ids }, context) => {
    roleSessionOf(context);
    return declarationsOn(context.database.db, ids);
  },
});
