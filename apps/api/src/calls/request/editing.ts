import {
  DEFAULT_COUNTRY,
  isRicEditable,
  mayAttachReport,
  notEditableRefusal,
  type ParsedCallInput,
  REFUSALS,
  REPORT_RAPPORTEUR_ONLY_MESSAGE,
  REPORT_UPLOAD_STATES,
  RIC_DELETABLE_STATES,
} from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { assertNoConflict } from '../../conflicts/conflictRule';
import { badRequest, conflict, forbidden } from '../../core/refusal';
import type { RoleSession } from '../../core/session';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { currentRapporteurOf } from '../../db/queries/conferences';
import { appendLog, appendReportVersion, type RequestScope, requireRequest } from '../../db/queries/requests';
import { requests } from '../../db/schema';
import {
  assertCurrent,
  assertVisible,
  lockVisibleRequest,
  saveRequest,
  scopeOf,
} from '../../domain/requests';
import { assertUploadedBy } from '../document/ownership';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';
import { type AttachmentInput, appendAttachments, checkAttachments, replaceAttachments } from './attachments';

type Fields = Omit<ParsedCallInput<'request.create'>, 'documents'>;

/** An amendment's linked request must be one the requester can see, and not a meeting's clone. */
const checkLinkedRequest = async (
  db: Db,
  linkedId: string | null | undefined,
  scope: RequestScope,
  selfId?: string,
) => {
  if (!linkedId) return;
  if (linkedId === selfId) throw badRequest('Una richiesta non può essere collegata a se stessa');
  const [linked] = await db.select().from(requests).where(eq(requests.id, linkedId));
  if (!linked || linked.isClone) throw badRequest(`Richiesta collegata inesistente: ${linkedId}`);
  assertVisible(linked, scope);
};

export const create = defineCall('request.create', {
  rule: 'RIC; saves a new draft of its own (and its company’s)',
  handler: async ({ documents: attachments = [], ...fields }, context) => {
    const session = roleSessionOf(context);
    const scope = scopeOf(session);
    return context.database.db.transaction(async (tx) => {
      const id = newId();
      const now = new Date();
      await checkLinkedRequest(tx, fields.linkedRequestId, scope);
      await checkAttachments(tx, attachments, { ownerId: session.user.id, type: fields.type ?? null });
      const write = {
        actor: auditActorOf(session),
        operation: 'request.create',
        kind: 'request',
        id,
      } as const;
      return audited(tx, write, async () => {
        await tx.insert(requests).values({
          ...fields,
          id,
          state: 'DRAFT',
          promoterCountry: fields.promoterCountry ?? DEFAULT_COUNTRY,
          userId: session.user.id,
          corporateId: session.user.corporateId,
          updated: now,
        });
        await replaceAttachments(tx, id, attachments);
        await appendLog(tx, id, 'CREATE', { role: 'RIC', fiscalCode: session.user.fiscalCode }, now);
        return requireRequest(tx, id);
      });
    });
  },
});

const applicantChange = async (
  tx: Db,
  row: typeof requests.$inferSelect,
  {
    updated,
    fields,
    attachments,
  }: { updated: string; fields: Fields; attachments?: AttachmentInput[] | undefined },
  session: RoleSession,
) => {
  if (!isRicEditable(row.state)) {
    throw conflict(notEditableRefusal(row.state));
  }
  const now = new Date();
  const type = fields.type === undefined ? row.type : fields.type;
  await checkLinkedRequest(tx, fields.linkedRequestId, scopeOf(session), row.id);
  const actor = { role: 'RIC' as const, fiscalCode: session.user.fiscalCode };
  let added = 0;
  if (attachments) {
    await checkAttachments(tx, attachments, { ownerId: session.user.id, requestId: row.id, type });
    if (row.state === 'DRAFT') await replaceAttachments(tx, row.id, attachments);
    else added = await appendAttachments(tx, row.id, attachments);
  }
  await saveRequest(tx, row.id, updated, fields, now);
  // Saving a draft is not an integration: only changes after the first sending log UPDATE.
  await appendLog(tx, row.id, row.state === 'DRAFT' ? 'DRAFT_SAVE' : 'UPDATE', actor, now);
  if (added > 0) await appendLog(tx, row.id, 'UPLOAD', actor, now);
};

const reportUpload = async (
  tx: Db,
  row: typeof requests.$inferSelect,
  { updated, reportDocument }: { updated: string; reportDocument: string },
  session: RoleSession,
) => {
  if (!(REPORT_UPLOAD_STATES as readonly string[]).includes(row.state)) {
    throw conflict(REFUSALS.reportUploadState);
  }
  const isRapporteur = (await currentRapporteurOf(tx, row.id)) === session.user.id;
  if (!mayAttachReport(session.role, isRapporteur)) throw forbidden(REPORT_RAPPORTEUR_ONLY_MESSAGE);
  await assertNoConflict(tx, row.id, session.user.id);
  await assertUploadedBy(tx, reportDocument, session.user.id);
  const now = new Date();
  await appendReportVersion(tx, row.id, reportDocument);
  await saveRequest(tx, row.id, updated, { reportDocumentId: reportDocument }, now);
  await appendLog(tx, row.id, 'UPLOAD', { role: session.role, fiscalCode: session.user.fiscalCode }, now);
};

export const update = defineCall('request.update', {
  rule: 'RIC changes its own requests in DRAFT, TO_INTEGRATE or TO_INTEGRATE_CER; SEG, CET and PRE only attach the report (reportDocument) in SUBMITTED, TO_INTEGRATE_CER, ACCEPTED or REJECTED_CER: SEG always, CET and PRE only as the request’s rapporteur in the meeting that holds it (403 otherwise); each report is added to reportVersions; never the state; stale `updated` → 409',
  handler: async ({ _id, updated, reportDocument, documents: attachments, ...fields }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const row = await lockVisibleRequest(tx, _id, scopeOf(session));
      assertCurrent(row, updated);
      const write = {
        actor: auditActorOf(session),
        operation: 'request.update',
        kind: 'request',
        id: _id,
      } as const;
      return audited(tx, write, async () => {
        if (session.role === 'RIC') {
          if (reportDocument) throw forbidden(REFUSALS.applicantUploadsNoReport);
          await applicantChange(tx, row, { updated, fields, attachments }, session);
        } else {
          if (Object.keys(fields).length > 0 || attachments) {
            throw forbidden(REFUSALS.onlyApplicantEditsFields);
          }
          if (!reportDocument) throw badRequest(REFUSALS.nothingToChange);
          await reportUpload(tx, row, { updated, reportDocument }, session);
        }
        return requireRequest(tx, _id);
      });
    });
  },
});

export const remove = defineCall('request.delete', {
  rule: 'RIC; only its own or its company’s drafts (409 in any other state, and while another request links to it)',
  handler: async ({ _id }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const row = await lockVisibleRequest(tx, _id, scopeOf(session));
      if (!(RIC_DELETABLE_STATES as readonly string[]).includes(row.state)) {
        throw conflict(REFUSALS.onlyDraftsDeleted);
      }
      // Checked here rather than left to the foreign key, whose violation would be a bare 500.
      const [linking] = await tx
        .select({ id: requests.id })
        .from(requests)
        .where(eq(requests.linkedRequestId, _id))
        .limit(1);
      if (linking) throw conflict('La richiesta è collegata ad altre richieste');
      // Its logs go with it; its audit rows, kept outside it, stay, ending with this deletion.
      const write = {
        actor: auditActorOf(session),
        operation: 'request.delete',
        kind: 'request',
        id: _id,
      } as const;
      await audited(tx, write, () => tx.delete(requests).where(eq(requests.id, _id)));
      return { _id };
    });
  },
});
