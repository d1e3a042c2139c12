import { REQUEST_FIELD_LABELS } from '../../helpers/labels';
import type { Request } from '../request';
import type { RequestConfig } from '../requestConfig';

/**
 * Fields a request needs before it can be sent (requests-and-sign-in, section 5). The interface
 * also requires the city and the postal code.
 */
export const REQUIRED_REQUEST_FIELDS = [
  'promoterName',
  'promoterAddress',
  'promoterCountry',
  'promoterCity',
  'promoterPostalCode',
  'promoterTel',
  'promoterEmail',
  'promoterLegalName',
  'promoterLegalSurname',
  'studyTitle',
  'principalInvestigator',
  'type',
  'subject',
  'description',
] as const satisfies readonly (keyof Request)[];
export type RequiredRequestField = (typeof REQUIRED_REQUEST_FIELDS)[number];

export const missingRequiredFields = (request: Pick<Request, RequiredRequestField>): RequiredRequestField[] =>
  REQUIRED_REQUEST_FIELDS.filter((field) => {
    const value = request[field];
    return value === null || value.trim() === '';
  });

/** Labels of the attachments the request type's configuration requires and the request lacks. */
export const missingRequiredDocuments = (
  request: Pick<Request, 'documents'>,
  config: Pick<RequestConfig, 'documentType'> | undefined,
): string[] => {
  const present = new Set(request.documents.map((document) => document.type));
  return (config?.documentType ?? [])
    .filter((field) => field.required && !present.has(field.label))
    .map((field) => field.label);
};

/** The message shown above the list of missing attachments (requests-and-sign-in, section 5). */
export const MISSING_REQUIRED_DOCUMENTS_MESSAGE =
  'La richiesta non può essere inviata in quanto mancano i seguenti campi obbligatori';

/**
 * Why a request cannot be sent yet, naming each missing field by its form label and each missing
 * attachment by its type; null when it is complete.
 */
export const incompleteRequestRefusal = (
  request: Pick<Request, RequiredRequestField | 'documents'>,
  config: Pick<RequestConfig, 'documentType'> | undefined,
): string | null => {
  const missing = [
    ...missingRequiredFields(request).map((field) => REQUEST_FIELD_LABELS[field]),
    ...missingRequiredDocuments(request, config),
  ];
  return missing.length > 0 ? `${MISSING_REQUIRED_DOCUMENTS_MESSAGE}: ${missing.join(', ')}` : null;
};
