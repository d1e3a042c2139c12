import { type SQL, sql } from 'drizzle-orm';
import type { RequestScope } from './requests';

/**
 * Whether a requester (RIC) may read a document: one it uploaded; one attached to, or generated
 * for, its own or its company's request (earlier report versions too); a request type's template; the report attachment of its
 * request once that meeting has closed. Every other role reads every document.
 */
export const requesterMayRead = (documentId: string, scope: RequestScope): SQL => {
  const owned = (alias: string) =>
    scope.corporateId
      ? sql`(${sql.raw(alias)}.user_id = ${scope.userId} or ${sql.raw(alias)}.corporate_id = ${scope.corporateId})`
      : sql`${sql.raw(alias)}.user_id = ${scope.userId}`;
  return sql`(
    exists (select 1 from documents d where d.id = ${documentId} and d.owner_id = ${scope.userId})
    or exists (select 1 from request_documents rd join requests r on r.id = rd.request_id
      where rd.document_id = ${documentId} and ${owned('r')})
    or exists (select 1 from requests r
      where (r.request_document_id = ${documentId} or r.report_document_id = ${documentId}) and ${owned('r')})
    or exists (select 1 from request_reports rr join requests r on r.id = rr.request_id
      where rr.document_id = ${documentId} and ${owned('r')})
    or exists (select 1 from document_fields f where f.template_id = ${documentId})
    or exists (select 1 from conference_files cf
      join conferences c on c.id = cf.conference_id
      join requests r on r.id = cf.request_id
      where cf.document_id = ${documentId} and cf.kind = 'report' and c.close_date is not null and ${owned('r')})
  )`;
};
