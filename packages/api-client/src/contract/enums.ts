import { z } from 'zod';

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
export const requestStateSchema = z.enum(REQUEST_STATES);
export type RequestState = z.infer<typeof requestStateSchema>;

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
export const requestTypeSchema = z.enum(REQUEST_TYPES);
export type RequestType = z.infer<typeof requestTypeSchema>;

/** Substantial amendments: the only types that carry a linked request. */
export const AMENDMENT_TYPES = ['G1', 'G2', 'G3'] as const satisfies readonly RequestType[];

/** Compassionate use: its lists and decisions navigate to the compassionate-use routes. */
export const COMPASSIONATE_USE_TYPE = 'F' satisfies RequestType;

export const ROLE_NAMES = ['RIC', 'SEG', 'CET', 'PRE', 'ADMIN'] as const;
export const roleNameSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof roleNameSchema>;

export const EXPORT_FORMATS = ['CSV', 'PDF'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const DELEGATED_BY = ['CRO', 'Promotore'] as const;
export const delegatedBySchema = z.enum(DELEGATED_BY);
export type DelegatedBy = z.infer<typeof delegatedBySchema>;

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
export const logOperationSchema = z.enum(LOG_OPERATIONS);
export type LogOperation = z.infer<typeof logOperationSchema>;

/** Meeting status is derived from its dates (meetings-and-administration, section 4). */
export const MEETING_STATUSES = ['waiting', 'open', 'closed'] as const;
export const meetingStatusSchema = z.enum(MEETING_STATUSES);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;

/** The logical methods of the spec's calls; on the wire every call is a POST. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const httpMethodSchema = z.enum(HTTP_METHODS);
export type HttpMethod = z.infer<typeof httpMethodSchema>;

/** Fiscal code of the protocol job's user (ARCHITECTURE.md, "Server rules"). */
export const JOB_USER = 'JOB';
