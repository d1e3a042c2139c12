import { z } from 'zod';
import { documentRefSchema } from './document';
import { exportFormatSchema, requestStateSchema, requestTypeSchema } from './enums';
import { listInputSchema, listSchema, type Sort, sortSchema, takeSchema } from './paging';
import {
  commentTextSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  longTextSchema,
  mediumTextSchema,
  shortTextSchema,
} from './primitives';
import { protocolSchema, REQUEST_SORT_FIELDS, requestFilterSchema } from './request';
import { isCommentRequired, MEETING_DECISION_STATES } from './rules/stateMachine';
import { userRefSchema } from './user';

/** A request as a meeting shows it (meetings-and-administration, section 3). */
export const conferenceRequestSchema = z.object({
  _id: idSchema,
  identifier: z.number().int().positive().nullable(),
  subject: z.string(),
  description: z.string(),
  state: requestStateSchema,
  type: requestTypeSchema.nullable(),
  isClone: z.boolean(),
});
export type ConferenceRequest = z.infer<typeof conferenceRequestSchema>;

/** What closing a meeting records for a request left without an outcome. */
export const MEETING_ENTRY_OUTCOMES = ['postponed', 'withdrawn'] as const;
export const meetingEntryOutcomeSchema = z.enum(MEETING_ENTRY_OUTCOMES);
export type MeetingEntryOutcome = z.infer<typeof meetingEntryOutcomeSchema>;
/** 'Rinviata alla prossima riunione' is the closing dialog's default. */
export const MEETING_ENTRY_DEFAULT_OUTCOME = 'postponed' satisfies MeetingEntryOutcome;

/** A request of the meeting and its rapporteur (null until the president assigns one). */
export const conferenceEntrySchema = z.object({
  request: conferenceRequestSchema,
  user: userRefSchema.nullable(),
  /** Set when the meeting closed without an outcome for the request; absent otherwise. */
  outcome: meetingEntryOutcomeSchema.nullable().optional(),
});
export type ConferenceEntry = z.infer<typeof conferenceEntrySchema>;

export const conferenceCommentSchema = z.object({ request: idSchema, body: z.string() });
export type ConferenceComment = z.infer<typeof conferenceCommentSchema>;

export const conferenceFileSchema = z.object({ request: idSchema, file: documentRefSchema });
export type ConferenceFile = z.infer<typeof conferenceFileSchema>;

/** One version of a request's report text or attachment in a meeting: corrections keep the earlier ones. */
export const conferenceReportVersionSchema = z.object({
  request: idSchema,
  kind: z.enum(['comment', 'report', 'omissis']),
  body: z.string().nullable(),
  file: documentRefSchema.nullable(),
  date: isoDateTimeSchema,
  user: userRefSchema.nullable(),
});
export type ConferenceReportVersion = z.infer<typeof conferenceReportVersionSchema>;

export const conferenceSchema = z.object({
  _id: idSchema,
  subject: z.string(),
  agenda: z.string(),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema.nullable(),
  openDate: isoDateTimeSchema.nullable(),
  closeDate: isoDateTimeSchema.nullable(),
  requestsUsers: z.array(conferenceEntrySchema),
  /** Reports: one summary per request. */
  comments: z.array(conferenceCommentSchema),
  /** Report attachments, one per request. */
  documents: z.array(conferenceFileSchema),
  omissisDocuments: z.array(conferenceFileSchema),
  /** Minutes ('Verbale Riunione') and the signed minutes ('(FIRMATO)'). */
  conferenceDocument: documentRefSchema.nullable(),
  conferenceDocumentSigned: documentRefSchema.nullable(),
  protocols: z.array(protocolSchema),
  /** Every version of the reports, oldest first, for those who may see the reports. */
  reportVersions: z.array(conferenceReportVersionSchema).optional(),
  updated: isoDateTimeSchema,
});
export type Conference = z.infer<typeof conferenceSchema>;

/** The meetings a request was part of (`conference/checkExistConference`). */
export const conferenceSummarySchema = conferenceSchema.pick({
  _id: true,
  subject: true,
  agenda: true,
  startDate: true,
  endDate: true,
  openDate: true,
  closeDate: true,
});
export type ConferenceSummary = z.infer<typeof conferenceSummarySchema>;

const requestUserInputSchema = z.strictObject({ request: idSchema, user: idSchema.nullable().optional() });
const requestFileInputSchema = z.strictObject({ request: idSchema, file: idSchema });

/** Subject, agenda, start date and at least one request are required (section 5). */
export const createConferenceInputSchema = z
  .strictObject({
    subject: mediumTextSchema.min(1),
    agenda: longTextSchema.min(1),
    startDate: isoDateTimeSchema,
    endDate: isoDateTimeSchema.nullable().optional(),
    requestsUsers: z.array(requestUserInputSchema).min(1).max(200),
  })
  .refine((input) => !input.endDate || Date.parse(input.endDate) >= Date.parse(input.startDate), {
    message: 'La data di fine non può precedere la data di inizio',
    path: ['endDate'],
  });
export type CreateConferenceInput = z.input<typeof createConferenceInputSchema>;

/**
 * `PATCH /conference`: `_id`, the `updated` last seen, and any of the spec's fields. Opening and
 * closing are the `openDate` and `closeDate` fields; the server records its own clock. `comment`,
 * `documents` and `omissisDocuments` add or replace the entry of one request.
 */
export const updateConferenceInputSchema = z.strictObject({
  _id: idSchema,
  updated: isoDateTimeSchema,
  subject: mediumTextSchema.min(1).optional(),
  agenda: longTextSchema.min(1).optional(),
  startDate: isoDateTimeSchema.optional(),
  endDate: isoDateTimeSchema.nullable().optional(),
  requestsUsers: z.array(requestUserInputSchema).min(1).max(200).optional(),
  openDate: isoDateTimeSchema.optional(),
  closeDate: isoDateTimeSchema.optional(),
  comment: z.strictObject({ request: idSchema, body: commentTextSchema }).optional(),
  documents: requestFileInputSchema.optional(),
  omissisDocuments: requestFileInputSchema.optional(),
  conferenceDocument: idSchema.optional(),
  conferenceDocumentSigned: idSchema.optional(),
  /**
   * With `closeDate`: what happens to each request left without an outcome; the server refuses a
   * close that leaves one unstated.
   */
  outcomes: z
    .array(z.strictObject({ request: idSchema, outcome: meetingEntryOutcomeSchema }))
    .max(200)
    .optional(),
});
export type UpdateConferenceInput = z.input<typeof updateConferenceInputSchema>;

/** Meeting search: text filters partial and case-insensitive, dates over the whole day. */
export const conferenceFilterSchema = z.strictObject({
  subject: shortTextSchema.optional(),
  agenda: shortTextSchema.optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  /** 'Aperta' or 'Chiusa'. */
  state: z.enum(['open', 'closed']).optional(),
});
export type ConferenceFilter = z.input<typeof conferenceFilterSchema>;

export const CONFERENCE_SORT_FIELDS = ['subject', 'agenda', 'startDate', 'endDate', 'state'] as const;
export type ConferenceSortField = (typeof CONFERENCE_SORT_FIELDS)[number];
export const CONFERENCE_DEFAULT_SORT: Sort<ConferenceSortField> = { startDate: -1 };

export const conferenceListInputSchema = listInputSchema(conferenceFilterSchema, {
  fields: CONFERENCE_SORT_FIELDS,
  defaultSort: CONFERENCE_DEFAULT_SORT,
});
export type ConferenceListInput = z.input<typeof conferenceListInputSchema>;

/** `user` counts only the meetings where that user is a rapporteur. */
export const conferenceCountInputSchema = z.strictObject({
  query: conferenceFilterSchema.prefault({}),
  user: idSchema.optional(),
});

/**
 * SUBMITTED requests not yet in a waiting or open meeting. The new-meeting screen asks "without
 * limit": a missing `take` means every match; an explicit one is still capped.
 */
export const availableRequestsInputSchema = listInputSchema(requestFilterSchema, {
  fields: REQUEST_SORT_FIELDS,
  defaultSort: { identifier: -1 },
}).extend({ take: takeSchema.optional() });
export type AvailableRequestsInput = z.input<typeof availableRequestsInputSchema>;

/** Deletes a meeting that has not been opened; `updated` is the value last seen. */
export const deleteConferenceInputSchema = z.strictObject({ _id: idSchema, updated: isoDateTimeSchema });

/** `_id` is a request id; the answer lists the meetings that hold it. */
export const checkExistConferenceInputSchema = z.strictObject({ _id: idSchema });

/** Freezes the reviewed version of the given requests of a meeting. */
export const commitConferenceInputSchema = z.strictObject({
  _id: idSchema,
  requestsUsers: z
    .array(z.strictObject({ request: idSchema }))
    .min(1)
    .max(200),
});

export const conferenceDownloadInputSchema = z.strictObject({
  query: conferenceFilterSchema.prefault({}),
  type: exportFormatSchema,
  sort: sortSchema(CONFERENCE_SORT_FIELDS).default(CONFERENCE_DEFAULT_SORT),
});
export type ConferenceDownloadInput = z.input<typeof conferenceDownloadInputSchema>;

/**
 * `conference.minutesDraft`: the draft of a meeting's minutes, for the secretariat to complete and the
 * president to sign: each request with its rapporteur, its outcome and the conflicts of interest
 * declared on it.
 */
export const minutesDraftInputSchema = z.strictObject({ id: idSchema, type: exportFormatSchema });
export type MinutesDraftInput = z.input<typeof minutesDraftInputSchema>;

/**
 * A decision on a request in an open meeting. `_id` is the meeting, `updated` the request's value
 * last seen; a comment is required for TO_INTEGRATE_CER.
 */
export const meetingDecisionInputSchema = z
  .strictObject({
    _id: idSchema,
    request: idSchema,
    updated: isoDateTimeSchema,
    state: z.enum(MEETING_DECISION_STATES),
    comment: commentTextSchema.optional(),
  })
  .refine((input) => !isCommentRequired('meetingDecision', input.state) || Boolean(input.comment), {
    message: 'È necessario un commento per il richiedente',
    path: ['comment'],
  });
export type MeetingDecisionInput = z.input<typeof meetingDecisionInputSchema>;

export const conferenceListSchema = listSchema(conferenceSchema);
