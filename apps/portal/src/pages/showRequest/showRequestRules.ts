// What the page offers a role for a request in a given state. The server enforces the same rules
// (docs/api.md); the page only shows what the server would accept.

import {
  COMPASSIONATE_USE_TYPE,
  type Conference,
  isDeadlineRunning,
  isRicEditable,
  mayAttachReport,
  offersAction,
  REPORT_UPLOAD_STATES,
  type Request,
  type RequestState,
  type RoleName,
} from '@cet-portal/api-client';

const includes = (states: readonly RequestState[], state: RequestState) => states.includes(state);

/** After a secretariat decision or a restore: the in-progress list, the compassionate-use one for type F. */
export const inProgressListPath = (type: Request['type']): string =>
  type === COMPASSIONATE_USE_TYPE ? '/requestListCompInProgress' : '/requestListInProgress';

/** The state and whether it is a meeting's frozen copy (isClone), which nothing changes any more. */
type Subject = Pick<Request, 'state' | 'isClone'>;

export const canDecide = (role: RoleName | null, request: Subject): boolean =>
  offersAction('decide', role, request);

export const canRestore = (role: RoleName | null, request: Subject): boolean =>
  offersAction('restore', role, request);

/** The secretariat extends a running integration clock (docs/deadlines.md), lapsed or not. */
export const canExtendDeadline = (
  role: RoleName | null,
  request: Subject & Pick<Request, 'integrationDue'>,
): boolean => role === 'SEG' && !request.isClone && isDeadlineRunning(request);

/**
 * The spec's show-request section offers editing for DRAFT only, yet section 4 lets a requester edit
 * in TO_INTEGRATE and TO_INTEGRATE_CER as well, and the request form accepts those: the link is
 * offered in all three, so an applicant asked for an integration finds the way to it from here.
 */
export const canEdit = (role: RoleName | null, { state, isClone }: Subject): boolean =>
  role === 'RIC' && !isClone && isRicEditable(state);

/**
 * How the report section looks to a role: not shown ('hidden'), a download only ('readOnly', the
 * applicant), or with the upload control enabled ('upload') or disabled by the state ('uploadDisabled').
 */
export type ReportAccess = 'hidden' | 'readOnly' | 'upload' | 'uploadDisabled';

/**
 * "The report section is shown to non-SEG users only if a report exists. Report upload is disabled
 * unless state is SUBMITTED, TO_INTEGRATE_CER, ACCEPTED or REJECTED_CER, and is not allowed to RIC."
 */
export const reportAccess = (
  role: RoleName | null,
  request: Subject & Pick<Request, 'reportDocument'>,
  /** Whether the user is the request's rapporteur in the meeting that holds it now, as the server checks. */
  isRapporteur = false,
): ReportAccess => {
  if (role !== 'SEG' && request.reportDocument === null) return 'hidden';
  if (role === null || request.isClone || !mayAttachReport(role, isRapporteur)) return 'readOnly';
  return includes(REPORT_UPLOAD_STATES, request.state) ? 'upload' : 'uploadDisabled';
};

/** Every file of the request, for the one-ZIP download: all attachment versions, the form and the report. */
export const allDocumentIds = (
  request: Pick<Request, 'documents' | 'requestDocument' | 'reportDocument'>,
): string[] => [
  ...request.documents.map((document) => document._id),
  ...[request.requestDocument, request.reportDocument].flatMap((file) => (file ? [file._id] : [])),
];

/** The ZIP's name (the server adds '.zip'): the identifier once assigned. */
export const archiveName = (request: Pick<Request, '_id' | 'identifier'>): string =>
  request.identifier === null ? `Richiesta_${request._id}` : `Richiesta_${request.identifier}`;

/**
 * The request's rapporteur in the meeting that holds it now, as the server finds it: the latest
 * meeting listing the request or its frozen copy (which keeps the identifier). Null without one.
 */
export const currentRapporteurId = (
  request: Pick<Request, '_id' | 'identifier'>,
  meeting: Pick<Conference, 'requestsUsers'> | undefined,
): string | null => {
  const entry = meeting?.requestsUsers.find(
    ({ request: held }) =>
      held._id === request._id ||
      (held.isClone && request.identifier !== null && held.identifier === request.identifier),
  );
  return entry?.user?._id ?? null;
};
