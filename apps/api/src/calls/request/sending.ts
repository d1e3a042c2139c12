import {
  incompleteRequestRefusal,
  notSendableRefusal,
  type Request,
  registrationSendRefusal,
  sendTarget,
} from '@cet-portal/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { badRequest, conflict, forbidden } from '../../core/refusal';
import type { Db } from '../../db/database';
import { storeDocument } from '../../db/queries/documents';
import { appendLog, nextRequestIdentifier, requireRequest } from '../../db/queries/requests';
import { documentFields, requestConfigs } from '../../db/schema';
import { integrationClockFor } from '../../deadlines/integrationClock';
import { documentStoreOf } from '../../documents/store/documentStore';
import { assertCurrent, lockVisibleRequest, saveRequest, scopeOf } from '../../domain/requests';
import { assertTransition } from '../../domain/requestTransitions';
import { renderRequestForm } from '../../exports/requestForm';
import { enqueueNotification } from '../../notifications/outbox';
import { registrationStatusOf } from '../../registration/records';
import { recordSubmission } from '../../submissions/recordSubmission';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

const documentFieldsOf = async (db: Db, request: Request) =>
  request.type === null
    ? []
    : db
        .select({
          label: documentFields.label,
          required: documentFields.required,
          template: documentFields.templateId,
        })
        .from(documentFields)
        .innerJoin(requestConfigs, eq(requestConfigs.id, documentFields.configId))
        .where(eq(requestConfigs.requestType, request.type))
        .orderBy(asc(documentFields.position));

/** The form's required fields and the type's required attachments, checked again on the server. */
const assertComplete = async (db: Db, request: Request) => {
  const refusal = incompleteRequestRefusal(request, { documentType: await documentFieldsOf(db, request) });
  if (refusal) throw badRequest(refusal);
};

export const send = defineCall('request.send', {
  rule: 'RIC, confirmed if they signed up themselves (403 while their registration is pending or refused); its own or its company’s request in DRAFT, TO_INTEGRATE (→ WAIT_PROT) or TO_INTEGRATE_CER (→ WAIT_PROT_CER), with every required field and required attachment of the type; assigns the identifier and generates the request form (requestDocument); stale `updated` → 409',
  handler: async ({ _id, updated }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      // Someone who signed up sends only once the secretariat confirmed them; drafts wait meanwhile.
      const unconfirmed = registrationSendRefusal(await registrationStatusOf(tx, session.user.id));
      if (unconfirmed) throw forbidden(unconfirmed);
      const row = await lockVisibleRequest(tx, _id, scopeOf(session));
      assertCurrent(row, updated);
      const from = row.state;
      const target = sendTarget(from);
      if (!target) throw conflict(notSendableRefusal(from));
      assertTransition({ action: 'send', from, to: target, role: session.role, isClone: row.isClone });
      const request = await requireRequest(tx, _id);
      await assertComplete(tx, request);
      const write = {
        actor: auditActorOf(session),
        operation: 'request.send',
        kind: 'request',
        id: _id,
      } as const;
      return audited(tx, write, async () => {
        const now = context.config.now();
        const identifier = row.identifier ?? (await nextRequestIdentifier(tx));
        const form = await storeDocument(
          tx,
          documentStoreOf(context.database),
          {
            fileName: `Richiesta_${identifier}.pdf`,
            type: null,
            contentType: 'application/pdf',
            bytes: await renderRequestForm({ ...request, identifier }, now),
            ownerId: null,
          },
          now,
        );
        await saveRequest(
          tx,
          _id,
          updated,
          {
            identifier,
            state: target,
            sent: now,
            requestDocumentId: form.id,
            ...(await integrationClockFor(tx, { to: target, type: row.type }, now)),
          },
          now,
        );
        await appendLog(tx, _id, 'SEND', { role: 'RIC', fiscalCode: session.user.fiscalCode }, now, target);
        const sent = await requireRequest(tx, _id);
        await recordSubmission(tx, sent, session.user.id, now);
        const kind = from === 'DRAFT' ? 'request.sent' : 'request.integrationReceived';
        await enqueueNotification(tx, { kind, requestId: _id }, now);
        return sent;
      });
    });
  },
});
