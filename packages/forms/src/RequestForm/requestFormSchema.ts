import {
  AMENDMENT_TYPES,
  type CompanyRef,
  createRequestInputSchema,
  DEFAULT_COUNTRY,
  EMPTY_REQUEST_FIELDS,
  missingRequiredDocuments,
  missingRequiredFields,
  REQUEST_FORM_STEPS,
  REQUEST_TYPES,
  type Request,
  type RequestConfig,
  type RequestType,
  requestAttachmentSchema,
} from '@cet-portal/api-client';
import { z } from 'zod';
import { emailSchema } from '../validators/email';
import { emptyOr } from '../validators/messages';
import { postalCodeSchema } from '../validators/postalCode';

/**
 * The request form's values: every field of the contract's request input (`createRequestInputSchema`),
 * all present, with the contract's rules; e-mails and the postal code speak in message keys. The
 * attachments keep their file names, which the form shows and a draft must survive a reload with.
 */
export const requestFormSchema = createRequestInputSchema.required().extend({
  promoterEmail: emptyOr(emailSchema),
  promoterPec: emptyOr(emailSchema),
  promoterPostalCode: emptyOr(postalCodeSchema),
  documents: z.array(requestAttachmentSchema).max(500),
});

export type RequestFormValues = z.input<typeof requestFormSchema>;
export type RequestFormField = keyof RequestFormValues;

/** A draft: a partly filled request, merged step by step, that the app keeps across reloads. */
export type RequestDraft = Partial<RequestFormValues>;

/** What `onSaveDraft` and `onSend` receive: the contract's request input, every field present. */
export type RequestPayload = Required<z.output<typeof createRequestInputSchema>>;

/** The three steps of requests-and-sign-in, section 2, with the fields each one holds (the contract's order). */
export const REQUEST_STEPS = [
  { id: 'promoter', fields: REQUEST_FORM_STEPS.promoter },
  { id: 'study', fields: REQUEST_FORM_STEPS.study },
  { id: 'proposal', fields: REQUEST_FORM_STEPS.proposal },
] as const satisfies readonly { id: string; fields: readonly RequestFormField[] }[];

export type RequestStepId = (typeof REQUEST_STEPS)[number]['id'];

export const stepOfField = (field: string): number =>
  REQUEST_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));

export const EMPTY_REQUEST_VALUES: RequestFormValues = { ...EMPTY_REQUEST_FIELDS, documents: [] };

const FIELD_NAMES = Object.keys(EMPTY_REQUEST_VALUES) as RequestFormField[];

/** Only the request's form fields: a draft read back from storage may carry anything. */
export const pickRequestFields = (source: Partial<Record<string, unknown>>): RequestDraft =>
  Object.fromEntries(
    FIELD_NAMES.filter((name) => source[name] !== undefined).map((name) => [name, source[name]]),
  );

/**
 * Where the form starts: the request being edited, the promoter's name and VAT from the user's
 * company when still empty ("prefilled from the user's corporate surname and fiscal code"), then
 * the draft in progress on top.
 */
export const initialRequestValues = (
  request: Partial<Request> | null | undefined,
  company: Pick<CompanyRef, 'surname' | 'fiscalCode'> | null | undefined,
  draft: RequestDraft | null | undefined,
): RequestFormValues => {
  const values = { ...EMPTY_REQUEST_VALUES, ...pickRequestFields(request ?? {}) } as RequestFormValues;
  if (company) {
    if (!values.promoterName) values.promoterName = company.surname;
    if (!values.promoterVat) values.promoterVat = company.fiscalCode;
  }
  const merged = { ...values, ...pickRequestFields(draft ?? {}) } as RequestFormValues;
  // A linked request belongs to amendments only; one kept for another type could never be fixed on screen.
  return isAmendment(merged.type) ? merged : { ...merged, linkedRequestId: null };
};

export const isAmendment = (type: RequestType | null | undefined): boolean =>
  type !== null && type !== undefined && (AMENDMENT_TYPES as readonly RequestType[]).includes(type);

export const configOf = (configs: readonly RequestConfig[], type: RequestType | null | undefined) =>
  type ? configs.find((config) => config.requestType === type) : undefined;

/** The fields a send needs and the values lack, in the form's order. */
export const missingFields = (values: RequestFormValues): RequestFormField[] => {
  const missing = new Set<RequestFormField>(missingRequiredFields(values));
  // The city is chosen from the province's list in Italy: without a province there is no city.
  if (values.promoterCountry === DEFAULT_COUNTRY && !values.promoterProvince) missing.add('promoterProvince');
  return FIELD_NAMES.filter((name) => missing.has(name));
};

/** What keeps a request from being sent: missing fields and the labels of missing attachments. */
export const missingForSend = (values: RequestFormValues, configs: readonly RequestConfig[]) => ({
  fields: missingFields(values),
  documents: missingRequiredDocuments(values, configOf(configs, values.type)),
});

/**
 * The rules of a draft: the field rules, and a type among those the form offers (`requestTypes`,
 * every type by default): a draft kept from a form that offered more types must not slip through.
 */
export const requestDraftSchema = (requestTypes: readonly RequestType[] = REQUEST_TYPES) =>
  requestFormSchema.superRefine((values, context) => {
    if (values.type !== null && !requestTypes.includes(values.type)) {
      context.addIssue({ code: 'custom', message: 'request-type-not-offered', path: ['type'] });
    }
  });

/**
 * The rules of a send (requests-and-sign-in, section 5), on top of those of a draft: every required
 * field, the province in Italy, every attachment the type's configuration requires, and a linked
 * request only for an amendment.
 */
export const requestSendSchema = (
  configs: readonly RequestConfig[],
  requestTypes: readonly RequestType[] = REQUEST_TYPES,
) =>
  requestDraftSchema(requestTypes).superRefine((values, context) => {
    const missing = missingForSend(values, configs);
    for (const field of missing.fields) {
      context.addIssue({ code: 'custom', message: 'required-field', path: [field] });
    }
    if (missing.documents.length > 0) {
      context.addIssue({ code: 'custom', message: 'documents-missing', path: ['documents'] });
    }
    if (values.linkedRequestId !== null && !isAmendment(values.type)) {
      context.addIssue({ code: 'custom', message: 'invalid-field', path: ['linkedRequestId'] });
    }
  });

/** The form's values as the contract wants them: attachments as `{ _id, type }`. */
export const toRequestPayload = (values: RequestFormValues): RequestPayload =>
  createRequestInputSchema.required().parse({
    ...values,
    linkedRequestId: isAmendment(values.type) ? values.linkedRequestId : null,
    documents: values.documents.map(({ _id, type }) => ({ _id, type })),
  });
