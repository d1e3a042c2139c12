import { z } from 'zod';
import { attachedFileSchema, documentTypeLabelSchema, requestAttachmentSchema } from './document';
import {
  delegatedBySchema,
  exportFormatSchema,
  logOperationSchema,
  REQUEST_STATES,
  requestStateSchema,
  requestTypeSchema,
  roleNameSchema,
} from './enums';
import { listInputSchema, listSchema, type Sort, sortSchema } from './paging';
import {
  commentTextSchema,
  countryCodeSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  longTextSchema,
  mediumTextSchema,
  optionalEmailSchema,
  postalCodeSchema,
  provinceCodeSchema,
  shortTextSchema,
} from './primitives';
import { isCommentRequired, SEG_DECISION_STATES } from './rules/stateMachine';
import { userRefSchema } from './user';

/** The spec's default promoter country. */
export const DEFAULT_COUNTRY = 'IT';

/** A protocol registration; shown as `000123/2026 del 02/03/2026`. */
export const protocolSchema = z.object({
  protocol: z.number().int().positive(),
  year: z.number().int().min(1900).max(9999),
  date: isoDateTimeSchema,
});
export type Protocol = z.infer<typeof protocolSchema>;

/** `user` is the actor's fiscal code ('JOB' for the protocol job). */
export const requestLogSchema = z.object({
  operation: logOperationSchema,
  role: roleNameSchema,
  user: z.string(),
  date: isoDateTimeSchema,
});
export type RequestLog = z.infer<typeof requestLogSchema>;

export const requestCommentSchema = z.object({
  user: userRefSchema,
  date: isoDateTimeSchema,
  body: z.string(),
});
export type RequestComment = z.infer<typeof requestCommentSchema>;

/**
 * A request (requests-and-sign-in, section 3). Text fields are empty strings until filled in.
 * The spec's `richiestaCollegataId` is `linkedRequestId` here: the `_id` of the amended request.
 */
export const requestSchema = z.object({
  _id: idSchema,
  /** Assigned on the first sending. */
  identifier: z.number().int().positive().nullable(),
  state: requestStateSchema,
  /** Null while a draft has no type yet. */
  type: requestTypeSchema.nullable(),
  subject: z.string(),
  description: z.string(),
  /** The last decision's comment for the applicant. */
  comment: z.string().nullable(),
  comments: z.array(requestCommentSchema),
  promoterName: z.string(),
  promoterVat: z.string(),
  promoterAddress: z.string(),
  promoterCity: z.string(),
  promoterProvince: z.string(),
  promoterCountry: z.string(),
  promoterPostalCode: z.string(),
  promoterTel: z.string(),
  promoterEmail: z.string(),
  promoterPec: z.string(),
  promoterLegalName: z.string(),
  promoterLegalSurname: z.string(),
  delegatedBy: delegatedBySchema.nullable(),
  eudraCTNumber: z.string(),
  studyTitle: z.string(),
  protocolNumber: z.string(),
  protocolVersion: z.string(),
  protocolDate: isoDateSchema.nullable(),
  principalInvestigator: z.string(),
  investigationalDrug: z.string(),
  linkedRequestId: idSchema.nullable(),
  documents: z.array(requestAttachmentSchema),
  requestDocument: attachedFileSchema.nullable(),
  /** The current report (verbale): the last of `reportVersions`. */
  reportDocument: attachedFileSchema.nullable(),
  /** Every report attached, oldest first: a replaced report stays as an earlier version. */
  reportVersions: z.array(attachedFileSchema),
  protocols: z.array(protocolSchema),
  logs: z.array(requestLogSchema),
  /** Owner's user id. */
  user: idSchema,
  /** The owner's company id at creation, so colleagues of one company share requests. */
  corporate: idSchema.nullable(),
  sent: isoDateTimeSchema.nullable(),
  updated: isoDateTimeSchema,
  isClone: z.boolean(),
  /** When the secretariat last forwarded it to the committee: the committee's clock (docs/deadlines.md). */
  forwarded: isoDateTimeSchema.nullable(),
  /** The applicant's due date while an integration round runs; null while the clock is stopped. */
  integrationDue: isoDateTimeSchema.nullable(),
  /** When the due date passed with no integration ('Termine scaduto'); null otherwise. */
  integrationLapsed: isoDateTimeSchema.nullable(),
});
export type Request = z.infer<typeof requestSchema>;

/** An attachment as the form sends it: the uploaded document's id and its configuration label. */
export const requestAttachmentInputSchema = z.strictObject({ _id: idSchema, type: documentTypeLabelSchema });

/**
 * The fields a requester fills in. A draft may hold partial values, so texts may be empty; the
 * required ones are checked on sending (`missingRequiredFields`).
 */
const requestFieldsSchema = z.strictObject({
  type: requestTypeSchema.nullable(),
  subject: mediumTextSchema,
  description: longTextSchema,
  promoterName: shortTextSchema,
  promoterVat: shortTextSchema,
  promoterAddress: shortTextSchema,
  promoterCity: shortTextSchema,
  promoterProvince: z.union([z.literal(''), provinceCodeSchema]),
  promoterCountry: countryCodeSchema,
  promoterPostalCode: z.union([z.literal(''), postalCodeSchema]),
  promoterTel: shortTextSchema,
  promoterEmail: optionalEmailSchema,
  promoterPec: optionalEmailSchema,
  promoterLegalName: shortTextSchema,
  promoterLegalSurname: shortTextSchema,
  delegatedBy: delegatedBySchema.nullable(),
  eudraCTNumber: shortTextSchema,
  studyTitle: mediumTextSchema,
  protocolNumber: shortTextSchema,
  protocolVersion: shortTextSchema,
  protocolDate: isoDateSchema.nullable(),
  principalInvestigator: shortTextSchema,
  investigationalDrug: shortTextSchema,
  linkedRequestId: idSchema.nullable(),
  documents: z.array(requestAttachmentInputSchema).max(500),
});

/** The fields of a request nobody has filled in yet (a new draft, a cleared form), but its attachments. */
export const EMPTY_REQUEST_FIELDS = {
  type: null,
  subject: '',
  description: '',
  promoterName: '',
  promoterVat: '',
  promoterAddress: '',
  promoterCity: '',
  promoterProvince: '',
  promoterCountry: DEFAULT_COUNTRY,
  promoterPostalCode: '',
  promoterTel: '',
  promoterEmail: '',
  promoterPec: '',
  promoterLegalName: '',
  promoterLegalSurname: '',
  delegatedBy: null,
  eudraCTNumber: '',
  studyTitle: '',
  protocolNumber: '',
  protocolVersion: '',
  protocolDate: null,
  principalInvestigator: '',
  investigationalDrug: '',
  linkedRequestId: null,
} as const satisfies Omit<z.output<typeof requestFieldsSchema>, 'documents'>;

/** `PUT /request`: saves a new draft. */
export const createRequestInputSchema = requestFieldsSchema.partial();
export type CreateRequestInput = z.input<typeof createRequestInputSchema>;

const versionedRefShape = { _id: idSchema, updated: isoDateTimeSchema } as const;

/**
 * `PATCH /request`: `_id`, the `updated` the client last saw (a stale one gets 409), and the
 * changed fields. Also carries `reportDocument` (an uploaded document id) for the report upload.
 */
export const updateRequestInputSchema = createRequestInputSchema.extend({
  ...versionedRefShape,
  reportDocument: idSchema.optional(),
});
export type UpdateRequestInput = z.input<typeof updateRequestInputSchema>;

export const versionedRequestRefInputSchema = z.strictObject(versionedRefShape);

/** Text filters are case-insensitive partial matches; an empty string means no filter. */
const filterTextSchema = shortTextSchema;

/**
 * The typed request filter (ARCHITECTURE.md: never a raw database query). Several states combine
 * with OR; `sentOn` matches the whole day in Europe/Rome.
 */
export const requestFilterSchema = z.strictObject({
  states: z.array(requestStateSchema).max(REQUEST_STATES.length).optional(),
  /** An empty string means every type, as in the spec's route data. */
  type: z.union([requestTypeSchema, z.literal('')]).optional(),
  identifier: z.number().int().positive().optional(),
  principalInvestigator: filterTextSchema.optional(),
  studyTitle: filterTextSchema.optional(),
  subject: filterTextSchema.optional(),
  sentOn: isoDateSchema.optional(),
  /** Owner's user id. */
  user: idSchema.optional(),
  /** 'Visualizza solo richieste integrate': only requests `integratedDate` gives a date for. */
  onlyIntegrated: z.boolean().optional(),
  /** 'Termine scaduto': only requests whose integration due date passed. */
  onlyLapsed: z.boolean().optional(),
});
export type RequestFilter = z.input<typeof requestFilterSchema>;

/** Requests of one company; the server uses the caller's company when `corporate` is missing. */
export const corporateRequestFilterSchema = requestFilterSchema.extend({ corporate: idSchema.optional() });
export type CorporateRequestFilter = z.input<typeof corporateRequestFilterSchema>;

export const REQUEST_SORT_FIELDS = [
  'identifier',
  'principalInvestigator',
  'studyTitle',
  'subject',
  'type',
  'state',
  'sent',
  'updated',
  'integrationDue',
] as const;
export type RequestSortField = (typeof REQUEST_SORT_FIELDS)[number];
export type RequestSort = Sort<RequestSortField>;

/** The calls' default sort (section 7); the list screens ask for `REQUEST_LIST_DEFAULT_SORT`. */
export const REQUEST_DEFAULT_SORT: RequestSort = { updated: -1 };
/** "lists: sent date descending" (requests-and-sign-in, section 9). */
export const REQUEST_LIST_DEFAULT_SORT: RequestSort = { sent: -1 };

const requestListOptions = { fields: REQUEST_SORT_FIELDS, defaultSort: REQUEST_DEFAULT_SORT } as const;

export const requestListInputSchema = listInputSchema(requestFilterSchema, requestListOptions);
export type RequestListInput = z.input<typeof requestListInputSchema>;

export const corporateRequestListInputSchema = listInputSchema(
  corporateRequestFilterSchema,
  requestListOptions,
);

export const requestCountInputSchema = z.strictObject({ query: requestFilterSchema.prefault({}) });
export const corporateRequestCountInputSchema = z.strictObject({
  query: corporateRequestFilterSchema.prefault({}),
});

const statesSchema = z.array(requestStateSchema).min(1).max(REQUEST_STATES.length);

export const countByStateInputSchema = z.strictObject({ states: statesSchema });
export const countByUserAndStateInputSchema = z.strictObject({ user: idSchema, states: statesSchema });
/** TO_INTEGRATE and TO_INTEGRATE_CER requests of `user` (default: the caller). */
export const countToIntegrateInputSchema = z.strictObject({ user: idSchema.optional() });

export const findByIdentifierInputSchema = z.strictObject({ identifier: z.number().int().positive() });

/** The spec's body field is Italian: `stato`. */
export const integratedRequestInputSchema = z.strictObject({ stato: z.enum(['PENDING', 'SUBMITTED']) });

export const requestDownloadInputSchema = z.strictObject({
  query: requestFilterSchema.prefault({}),
  type: exportFormatSchema,
  sort: sortSchema(REQUEST_SORT_FIELDS).default(REQUEST_DEFAULT_SORT),
  /** Heading of the PDF; the list's title. */
  title: shortTextSchema.optional(),
});
export type RequestDownloadInput = z.input<typeof requestDownloadInputSchema>;

/** The secretariat's decision; a comment is required for TO_INTEGRATE. */
export const decideRequestInputSchema = z
  .strictObject({
    ...versionedRefShape,
    state: z.enum(SEG_DECISION_STATES),
    comment: commentTextSchema.optional(),
  })
  .refine((input) => !isCommentRequired('decide', input.state) || Boolean(input.comment), {
    message: 'È necessario un commento per il richiedente',
    path: ['comment'],
  });
export type DecideRequestInput = z.input<typeof decideRequestInputSchema>;

/** Longest single extension of an integration due date, in days. */
export const MAX_DEADLINE_EXTENSION_DAYS = 365;

/** The secretariat extends the applicant's due date, with a reason that goes into the request's history. */
export const extendDeadlineInputSchema = z.strictObject({
  ...versionedRefShape,
  days: z
    .number({ message: 'Indicare il numero di giorni della proroga' })
    .int('I giorni della proroga sono un numero intero')
    .min(1, 'La proroga è di almeno un giorno')
    .max(MAX_DEADLINE_EXTENSION_DAYS, `La proroga è di al più ${MAX_DEADLINE_EXTENSION_DAYS} giorni`),
  reason: commentTextSchema.min(1, 'Indicare il motivo della proroga'),
});
export type ExtendDeadlineInput = z.input<typeof extendDeadlineInputSchema>;

export const requestListSchema = listSchema(requestSchema);
