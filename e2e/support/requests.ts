import type { Page } from '@playwright/test';
import { callApi, waitForState } from './api';

/**
 * Requests of a journey's own, made through the API as the portal makes them. The lane runs its
 * specs side by side on one server: a journey that changes a request's state works on a request
 * it made, never on a demo request another journey may be reading, nor on another journey's.
 */

export interface OwnRequest {
  _id: string;
  updated: string;
  identifier: number;
  state: string;
  type: string | null;
  documents: { _id: string; type: string }[];
}

const PDF_DATA_URL = `data:application/pdf;base64,${Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
).toString('base64')}`;

/** A small PDF stored by the applicant signed in on `page`, as an attachment of the given type. */
export const uploadPdf = (page: Page, name: string, type: string) =>
  callApi<{ _id: string }>(page, 'RIC', 'PUT', '/document', { file: PDF_DATA_URL, name, type });

/**
 * An A1 request with every required attachment of the type's configuration, saved and sent by the
 * applicant signed in on `applicant` (state WAIT_PROT). `fields` override the request's data.
 */
export const sendNewRequest = async (applicant: Page, fields: Record<string, unknown> = {}) => {
  const { result } = await callApi<{ result: { documentType: { label: string; required: boolean }[] }[] }>(
    applicant,
    'RIC',
    'POST',
    '/requestConfig/find',
    { query: { requestType: 'A1' }, take: 1 },
  );
  const documents = [];
  for (const field of result[0]?.documentType.filter((candidate) => candidate.required) ?? []) {
    const uploaded = await uploadPdf(applicant, `${field.label}.pdf`, field.label);
    documents.push({ _id: uploaded._id, type: field.label });
  }
  const draft = await callApi<OwnRequest>(applicant, 'RIC', 'PUT', '/request', {
    type: 'A1',
    subject: 'Studio sul confronto delle versioni',
    description: 'Valutazione di efficacia',
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
    documents,
    ...fields,
  });
  return callApi<OwnRequest>(applicant, 'RIC', 'POST', '/request/send', {
    _id: draft._id,
    updated: draft.updated,
  });
};

/** A request of the journey's own awaiting the secretariat's check: sent, then registered by the protocol job. */
export const pendingRequest = async (applicant: Page, fields: Record<string, unknown> = {}) => {
  const sent = await sendNewRequest(applicant, fields);
  await waitForState(applicant, 'RIC', sent._id, 'PENDING');
  return callApi<OwnRequest>(applicant, 'RIC', 'GET', `/request/${sent._id}`);
};

/** The secretariat's decision on a request, through the API (the set-up of a journey, not its subject). */
export const decide = async (secretariat: Page, id: string, state: string, comment?: string) => {
  const { updated } = await callApi<OwnRequest>(secretariat, 'SEG', 'GET', `/request/${id}`);
  return callApi<OwnRequest>(secretariat, 'SEG', 'POST', '/request/decide', {
    _id: id,
    updated,
    state,
    ...(comment ? { comment } : {}),
  });
};

/** `count` requests of the journey's own forwarded to the committee (SUBMITTED), ready for a meeting. */
export const forwardedRequests = async (applicant: Page, secretariat: Page, count: number) => {
  const sent = [];
  for (let index = 0; index < count; index += 1) sent.push(await sendNewRequest(applicant));
  const forwarded = [];
  for (const request of sent) {
    await waitForState(secretariat, 'SEG', request._id, 'PENDING');
    forwarded.push(await decide(secretariat, request._id, 'SUBMITTED'));
  }
  return forwarded;
};

/**
 * The oldest demo requests of a query that the active role sees: seeded with the server, never
 * changed by a journey (journeys change requests of their own, which come later in identifier
 * order). Every demo request has a study protocol date; requests made by journeys have none unless
 * they set one.
 */
export const demoRequests = async <Row extends { protocolDate: string | null }>(
  page: Page,
  role: string,
  query: Record<string, unknown>,
) =>
  (
    await callApi<{ result: Row[] }>(page, role, 'POST', '/request/find', {
      query,
      take: 50,
      sort: { identifier: 1 },
    })
  ).result.filter((request) => request.protocolDate !== null);
