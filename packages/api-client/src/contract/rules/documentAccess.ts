import type { Request } from '../request';
import { ownsRequest, type RequestScope } from './requestAccess';

/** Where a document may be found: its uploader, the requests, the types' templates, the meetings' reports. */
export interface DocumentPlaces {
  uploadedBy: string | undefined;
  requests: readonly Pick<
    Request,
    '_id' | 'user' | 'corporate' | 'documents' | 'requestDocument' | 'reportVersions'
  >[];
  templates: readonly string[];
  /** The report attachments of closed meetings, by request. */
  closedMeetingReports: readonly { request: string; file: string }[];
}

/**
 * Whether an applicant may read a document: one it uploaded; one attached to, or generated for, its own
 * or its company's request (report versions too); a request type's template; the report attachment of
 * its request once that meeting has closed. Every other role reads every document. The server asks the
 * same in SQL (`db/queries/documentAccess.ts`); this is the mock backend's version, and the parity
 * suite compares them.
 */
export const applicantMayReadDocument = (
  id: string,
  scope: Omit<RequestScope, 'role'>,
  places: DocumentPlaces,
): boolean => {
  if (places.uploadedBy === scope.userId || places.templates.includes(id)) return true;
  const own = places.requests.filter((request) => ownsRequest(request, scope));
  const holds = (request: DocumentPlaces['requests'][number]) =>
    [...request.documents, ...request.reportVersions, request.requestDocument].some(
      (file) => file?._id === id,
    );
  const ownIds = new Set(own.map((request) => request._id));
  return (
    own.some(holds) ||
    places.closedMeetingReports.some((report) => report.file === id && ownIds.has(report.request))
  );
};
