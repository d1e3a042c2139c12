// The contract's closed sets of values, apart from their zod schemas (enums.ts): the portal's first
// view reads some of them (role names, the e-mail languages) without loading zod.

/** The request states of requests-and-sign-in, section 4 (eleven values in the spec's table). */
export const REQUEST_STATES = [
  'DRAFT',
  'PENDING',
  'WAIT_PROT',
  'WAIT_PROT_CER',
  'SUBMITTED',
  'TO_INTEGRATE',
  'TO_INTEGRATE_CER',
  'INTEGRATED',
  'ACCEPTED',
  'REJECTED',
  'REJECTED_CER',
] as const;

/** The request types of requests-and-sign-in, section 3 (fourteen codes in the spec's list). */
export const REQUEST_TYPES = [
  'A1',
  'A2',
  'B1',
  'B2',
  'C1',
  'C2',
  'D1',
  'D2',
  'E1',
  'E2',
  'F',
  'G1',
  'G2',
  'G3',
] as const;

/** Substantial amendments: the only types that carry a linked request. */
export const AMENDMENT_TYPES = [
  'G1',
  'G2',
  'G3',
] as const satisfies readonly (typeof REQUEST_TYPES)[number][];

/** Compassionate use: its lists and decisions navigate to the compassionate-use routes. */
export const COMPASSIONATE_USE_TYPE = 'F' satisfies (typeof REQUEST_TYPES)[number];

export const ROLE_NAMES = ['RIC', 'SEG', 'CET', 'PRE', 'ADMIN'] as const;

export const EXPORT_FORMATS = ['CSV', 'PDF'] as const;

export const DELEGATED_BY = ['CRO', 'Promotore'] as const;

/**
 * Operations written to a request's logs. `UPDATE` is reserved for an applicant's change after
 * the first sending (an integration): the 'integrated' rule of section 4 looks for it, so saving
 * a draft logs `DRAFT_SAVE` instead.
 */
export const LOG_OPERATIONS = [
  'CREATE',
  'DRAFT_SAVE',
  'UPDATE',
  'SEND',
  'PROTOCOL',
  'DECISION',
  'RESTORE',
  'MEETING_DECISION',
  'UPLOAD',
  'COMMIT',
  /** A meeting closed without an outcome for the request. */
  'POSTPONED',
  'WITHDRAWN',
  /** The integration clock (docs/deadlines.md): reminders, the lapse, the secretariat's extension. */
  'DEADLINE_REMINDER30',
  'DEADLINE_REMINDER7',
  'DEADLINE_LAPSED',
  'DEADLINE_EXTENDED',
] as const;

/** Meeting status is derived from its dates (meetings-and-administration, section 4). */
export const MEETING_STATUSES = ['waiting', 'open', 'closed'] as const;

/** The logical methods of the spec's calls; on the wire every call is a POST. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Fiscal code of the protocol job's user (ARCHITECTURE.md, "Server rules"). */
export const JOB_USER = 'JOB';

/** The languages of the e-mails: the portal's two (ITA, ENG). */
export const NOTIFICATION_LANGUAGES = ['it', 'en'] as const;
