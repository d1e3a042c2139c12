import type { Request } from '@cet-portal/api-client/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { requestLogs, requestSubmissions, type SubmittedDocument } from '../db/schema';
import { REQUEST_FIELD_LABELS } from '../domain/requestFieldLabels';

export type SubmittedFields = Record<string, string | null>;

/** The form's fields of a request, as text, in the labels' order. */
export const submittedFieldsOf = (request: Request): SubmittedFields =>
  Object.fromEntries(
    Object.keys(REQUEST_FIELD_LABELS).map((field) => {
      const value = request[field as keyof Request];
      return [field, value === null || value === undefined ? null : String(value)];
    }),
  );

export const submittedDocumentsOf = (request: Request): SubmittedDocument[] =>
  request.documents.map((document) => ({
    id: document._id,
    fileName: document.fileName,
    type: document.type,
  }));

/**
 * Freezes what the applicant has just sent, in the sending's transaction, after its SEND log: the
 * version is the number of SEND logs, so versions line up with the sendings of older requests too.
 */
export const recordSubmission = async (
  tx: Db,
  request: Request,
  userId: string,
  sent: Date,
): Promise<void> => {
  const [sendings] = await tx
    .select({ total: count() })
    .from(requestLogs)
    .where(and(eq(requestLogs.requestId, request._id), eq(requestLogs.operation, 'SEND')));
  await tx.insert(requestSubmissions).values({
    requestId: request._id,
    version: sendings?.total ?? 1,
    sent,
    userId,
    fields: submittedFieldsOf(request),
    documents: submittedDocumentsOf(request),
  });
};
