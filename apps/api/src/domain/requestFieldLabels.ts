import {
  REQUEST_FIELD_LABELS as FORM_FIELD_LABELS,
  REQUEST_FORM_STEPS,
  type RequestFormField,
} from '@cet-portal/api-client/contract';

/** The linked request and the attachments are shown apart from the request's own text fields. */
type LabelledField = Exclude<RequestFormField, 'linkedRequestId' | 'documents'>;

const isLabelled = <Field extends RequestFormField>(
  field: Field,
): field is Exclude<Field, 'linkedRequestId' | 'documents'> =>
  field !== 'linkedRequestId' && field !== 'documents';

/**
 * The request's own fields with the form's labels, in the form's order: the PDF of the form, the
 * history's and the comparison's sentences and the refusal of an incomplete request name them so.
 */
export const REQUEST_FIELD_LABELS = Object.fromEntries(
  Object.values(REQUEST_FORM_STEPS)
    .flat()
    .filter(isLabelled)
    .map((field) => [field, FORM_FIELD_LABELS[field]]),
) as Record<LabelledField, string>;

/** The form's three steps, in order, with their fields, as the PDF of the form sets them out. */
export const REQUEST_FORM_SECTIONS = [
  { title: 'Dati del promotore', fields: REQUEST_FORM_STEPS.promoter },
  { title: 'Dati dello studio', fields: REQUEST_FORM_STEPS.study },
  { title: 'Proposta', fields: REQUEST_FORM_STEPS.proposal.filter(isLabelled) },
] as const;
