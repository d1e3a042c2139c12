import { describe, expect, it } from 'vitest';
import {
  availableRequestsInputSchema,
  conferenceListInputSchema,
  createConferenceInputSchema,
} from './conference';
import { uploadDocumentInputSchema } from './document';
import { REQUEST_STATES, REQUEST_TYPES } from './enums';
import { MAX_TAKE } from './paging';
import {
  createRequestInputSchema,
  decideRequestInputSchema,
  requestFilterSchema,
  requestListInputSchema,
  updateRequestInputSchema,
} from './request';
import { createRequestConfigInputSchema } from './requestConfig';
import { createUserInputSchema, updateUserInputSchema, userListInputSchema } from './user';

const NOW = '2026-03-02T09:30:00.000Z';

describe('enums', () => {
  it('hold exactly the spec lists of states and types', () => {
    expect(REQUEST_STATES).toEqual([
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
    ]);
    expect(REQUEST_TYPES.join(' ')).toBe('A1 A2 B1 B2 C1 C2 D1 D2 E1 E2 F G1 G2 G3');
  });
});

describe('request filters and lists', () => {
  it('accept the typed filter of ARCHITECTURE.md', () => {
    const filter = { states: ['PENDING'], type: 'F', studyTitle: 'cuore', sentOn: '2026-03-02' };
    expect(requestFilterSchema.parse(filter)).toEqual(filter);
  });

  it('reject unknown fields, so a raw database query never passes', () => {
    expect(requestFilterSchema.safeParse({ $where: 'sleep(1000)' }).success).toBe(false);
    expect(requestFilterSchema.safeParse({ studyTitel: 'cuore' }).success).toBe(false);
    expect(requestListInputSchema.safeParse({ query: {}, limit: 10 }).success).toBe(false);
  });

  it('reject a day that is not yyyy-MM-dd and an overlong text', () => {
    expect(requestFilterSchema.safeParse({ sentOn: '02/03/2026' }).success).toBe(false);
    expect(requestFilterSchema.safeParse({ subject: 'x'.repeat(201) }).success).toBe(false);
  });

  it('accept the empty type of the route data, meaning every type', () => {
    expect(requestFilterSchema.parse({ type: '' })).toEqual({ type: '' });
  });

  it('default to skip 0, take 10 and updated descending', () => {
    expect(requestListInputSchema.parse({})).toEqual({ query: {}, skip: 0, take: 10, sort: { updated: -1 } });
    expect(conferenceListInputSchema.parse({}).sort).toEqual({ startDate: -1 });
    expect(userListInputSchema.parse({}).sort).toEqual({ inserted: -1 });
  });

  it('cap take at 50 and sort only on whitelisted fields with 1 or -1', () => {
    expect(requestListInputSchema.safeParse({ take: MAX_TAKE }).success).toBe(true);
    expect(requestListInputSchema.safeParse({ take: MAX_TAKE + 1 }).success).toBe(false);
    expect(requestListInputSchema.safeParse({ skip: -1 }).success).toBe(false);
    expect(requestListInputSchema.safeParse({ sort: { studyTitle: 1, sent: -1 } }).success).toBe(true);
    expect(requestListInputSchema.safeParse({ sort: { promoterEmail: 1 } }).success).toBe(false);
    expect(requestListInputSchema.safeParse({ sort: { sent: 2 } }).success).toBe(false);
  });

  it('let the new-meeting picker ask for every available request, capping an explicit take', () => {
    expect(availableRequestsInputSchema.parse({}).take).toBeUndefined();
    expect(availableRequestsInputSchema.safeParse({ take: 500 }).success).toBe(false);
  });
});

describe('request inputs', () => {
  it('accept a partial draft and reject unknown fields and bad formats', () => {
    expect(createRequestInputSchema.safeParse({ studyTitle: 'Studio' }).success).toBe(true);
    expect(createRequestInputSchema.safeParse({ state: 'ACCEPTED' }).success).toBe(false);
    expect(createRequestInputSchema.safeParse({ promoterPostalCode: '1234' }).success).toBe(false);
    expect(createRequestInputSchema.safeParse({ promoterPostalCode: '' }).success).toBe(true);
    expect(createRequestInputSchema.safeParse({ promoterEmail: 'non-una-mail' }).success).toBe(false);
    expect(createRequestInputSchema.safeParse({ type: 'H1' }).success).toBe(false);
  });

  it('need the updated value last seen on every update', () => {
    expect(updateRequestInputSchema.safeParse({ _id: 'request-1', subject: 'x' }).success).toBe(false);
    expect(updateRequestInputSchema.safeParse({ _id: 'request-1', updated: NOW, subject: 'x' }).success).toBe(
      true,
    );
    expect(updateRequestInputSchema.safeParse({ _id: '../etc', updated: NOW }).success).toBe(false);
  });

  it('need a comment when the secretariat asks for an integration', () => {
    const decision = { _id: 'request-1', updated: NOW };
    expect(decideRequestInputSchema.safeParse({ ...decision, state: 'TO_INTEGRATE' }).success).toBe(false);
    expect(
      decideRequestInputSchema.safeParse({ ...decision, state: 'TO_INTEGRATE', comment: 'Manca' }).success,
    ).toBe(true);
    expect(decideRequestInputSchema.safeParse({ ...decision, state: 'SUBMITTED' }).success).toBe(true);
    expect(decideRequestInputSchema.safeParse({ ...decision, state: 'ACCEPTED' }).success).toBe(false);
  });
});

describe('other inputs', () => {
  it('create a person with an uppercased fiscal code, or a company with a VAT of at least 11 characters', () => {
    expect(
      createUserInputSchema.parse({
        fiscalCode: 'rssmra80a01h501u',
        name: 'Mario',
        surname: 'Rossi',
        roles: [],
      }),
    ).toMatchObject({ fiscalCode: 'RSSMRA80A01H501U' });
    expect(
      createUserInputSchema.safeParse({ isCorporate: true, fiscalCode: '0123456789', surname: 'Alfa' })
        .success,
    ).toBe(false);
    expect(
      createUserInputSchema.safeParse({ isCorporate: true, fiscalCode: '01234567897', surname: 'Alfa' })
        .success,
    ).toBe(true);
    expect(
      updateUserInputSchema.safeParse({
        _id: 'company-1',
        updated: NOW,
        isCorporate: true,
        roles: ['role-ric'],
      }).success,
    ).toBe(false);
  });

  it('create a meeting only with subject, agenda, start date and at least one request', () => {
    const meeting = {
      subject: 'Riunione',
      agenda: 'Odg',
      startDate: NOW,
      requestsUsers: [{ request: 'request-1' }],
    };
    expect(createConferenceInputSchema.safeParse(meeting).success).toBe(true);
    expect(createConferenceInputSchema.safeParse({ ...meeting, requestsUsers: [] }).success).toBe(false);
    expect(createConferenceInputSchema.safeParse({ ...meeting, agenda: '' }).success).toBe(false);
    expect(
      createConferenceInputSchema.safeParse({ ...meeting, endDate: '2026-03-01T09:30:00.000Z' }).success,
    ).toBe(false);
  });

  it('accept an upload only as a base64 data URL', () => {
    expect(
      uploadDocumentInputSchema.safeParse({ file: 'data:application/pdf;base64,JVBE', name: 'a.pdf' })
        .success,
    ).toBe(true);
    expect(uploadDocumentInputSchema.safeParse({ file: 'JVBERi0xLjQK', name: 'a.pdf' }).success).toBe(false);
    expect(
      uploadDocumentInputSchema.safeParse({ file: 'data:application/pdf;base64,JVBE', name: '' }).success,
    ).toBe(false);
  });

  it('refuse two document fields with the same label in one type', () => {
    const field = { label: 'Protocollo', required: true, template: 'template-1' };
    expect(
      createRequestConfigInputSchema.safeParse({
        requestType: 'A1',
        documentType: [field, { ...field, label: 'protocollo' }],
      }).success,
    ).toBe(false);
  });
});
