import type { CallInput, PublicDocumentPurpose, Request, RequestType } from '@cet-portal/api-client';
import type { Api, Caller } from './api';
import { as } from './fixtures';

/** The smallest file the type check takes for a PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

export const dataUrl = (bytes: Buffer, type = 'application/pdf') =>
  `data:${type};base64,${bytes.toString('base64')}`;

export const uploadPdf = (api: Api, caller: Caller, name = 'documento.pdf', type?: string) =>
  api.ok('document.upload', { file: dataUrl(PDF_BYTES), name, ...(type ? { type } : {}) }, caller);

/** As ADMIN, a PDF meant for everyone: a fee sheet or a request type's template. */
export const uploadPublicPdf = (api: Api, name: string, purpose: PublicDocumentPurpose) =>
  api.ok('document.upload', { file: dataUrl(PDF_BYTES), name, purpose }, as('marcoColombo'));

/** Every field the form requires, filled in. */
export const completeFields = (
  overrides: Partial<CallInput<'request.create'>> = {},
): CallInput<'request.create'> => ({
  type: 'A1',
  subject: 'Studio di fase III su pazienti con scompenso cardiaco',
  description: 'Valutazione di efficacia e sicurezza del farmaco sperimentale',
  promoterName: 'Farmaceutica Alfa S.p.A.',
  promoterVat: '01234567897',
  promoterAddress: 'Via Roma 1',
  promoterCity: 'Milano',
  promoterProvince: 'MI',
  promoterCountry: 'IT',
  promoterPostalCode: '20121',
  promoterTel: '+39 02 1234567',
  promoterEmail: 'studi@alfa.example',
  promoterLegalName: 'Anna',
  promoterLegalSurname: 'Conti',
  studyTitle: 'Cuore sano: studio randomizzato',
  principalInvestigator: 'Dott.ssa Elena Galli',
  ...overrides,
});

/** As ADMIN, a configuration for a type: each field with an uploaded template. */
export const configureType = async (
  api: Api,
  requestType: RequestType,
  fields: { label: string; required: boolean }[],
) => {
  const documentType = [];
  for (const field of fields) {
    const template = await uploadPublicPdf(api, `Modello ${field.label}.pdf`, 'template');
    documentType.push({ ...field, template: template._id });
  }
  return api.ok('requestConfig.create', { requestType, documentType }, as('marcoColombo'));
};

/** A draft saved by an applicant, complete and with one uploaded attachment per given label. */
export const draftRequest = async (
  api: Api,
  caller: Caller,
  { labels = [], ...overrides }: Partial<CallInput<'request.create'>> & { labels?: string[] } = {},
): Promise<Request> => {
  const documents = [];
  for (const label of labels) {
    const uploaded = await uploadPdf(api, caller, `${label}.pdf`, label);
    documents.push({ _id: uploaded._id, type: label });
  }
  return api.ok('request.create', completeFields({ documents, ...overrides }), caller);
};

export const sendRequest = (api: Api, caller: Caller, request: Request) =>
  api.ok('request.send', { _id: request._id, updated: request.updated }, caller);
