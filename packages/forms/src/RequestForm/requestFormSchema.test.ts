import { createRequestInputSchema, MISSING_REQUIRED_DOCUMENTS_MESSAGE } from '@cet-portal/api-client';
import { describe, expect, it } from 'vitest';
import { formsResources } from '../i18n/resources';
import {
  completeDraft,
  promoterAndStudyDraft,
  storyCompany,
  storyRequestConfigs,
} from '../internal/storyFixtures';
import {
  EMPTY_REQUEST_VALUES,
  initialRequestValues,
  missingForSend,
  type RequestFormValues,
  requestDraftSchema,
  requestSendSchema,
  toRequestPayload,
} from './requestFormSchema';

const complete = initialRequestValues(null, null, completeDraft);

describe('where the request form starts', () => {
  it('prefills the promoter from the company on a new request', () => {
    const values = initialRequestValues(null, storyCompany, null);
    expect(values).toEqual({
      ...EMPTY_REQUEST_VALUES,
      promoterName: 'Farmaceutica Alfa S.p.A.',
      promoterVat: '01234567897',
    });
  });

  it("keeps the request's own promoter, and lets the draft win over both", () => {
    const request = { promoterName: 'Fondazione Ricerca Gamma', promoterVat: '', studyTitle: 'Studio' };
    const values = initialRequestValues(request, storyCompany, { studyTitle: 'Studio rivisto' });
    expect(values.promoterName).toBe('Fondazione Ricerca Gamma');
    expect(values.promoterVat).toBe('01234567897');
    expect(values.studyTitle).toBe('Studio rivisto');
  });

  it('ignores what a stored draft holds beyond the form fields, and a linked request of a non-amendment', () => {
    const draft = {
      ...promoterAndStudyDraft,
      _id: 'x',
      state: 'SENT',
      type: 'A1',
      linkedRequestId: 'request-42',
    };
    const values = initialRequestValues(null, null, draft as never);
    expect(Object.keys(values).sort()).toEqual(Object.keys(EMPTY_REQUEST_VALUES).sort());
    expect(values.linkedRequestId).toBeNull();
  });
});

describe('what a send needs', () => {
  it('lists nothing for a complete request', () => {
    expect(missingForSend(complete, storyRequestConfigs)).toEqual({ fields: [], documents: [] });
    expect(requestSendSchema(storyRequestConfigs).safeParse(complete).success).toBe(true);
  });

  it('lists the missing fields in the order of the form, the province for Italy, and the missing attachments', () => {
    const values: RequestFormValues = {
      ...complete,
      studyTitle: ' ',
      promoterProvince: '',
      promoterTel: '',
      documents: [],
    };
    expect(missingForSend(values, storyRequestConfigs)).toEqual({
      fields: ['promoterProvince', 'promoterTel', 'studyTitle'],
      documents: ['Protocollo dello studio', 'Consenso informato'],
    });
  });

  it('does not ask a promoter abroad for a province', () => {
    const values = { ...complete, promoterCountry: 'DE', promoterProvince: '', promoterCity: 'Berlino' };
    expect(missingForSend(values, storyRequestConfigs).fields).toEqual([]);
  });

  it('speaks of the missing attachments with the Italian text of the contract', () => {
    expect(formsResources.it.forms.requestForm.missing).toBe(MISSING_REQUIRED_DOCUMENTS_MESSAGE);
  });
});

describe('the types a committee offers', () => {
  const typeIssues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.filter((issue) => issue.path[0] === 'type').map((issue) => issue.message);

  it('rejects a draft or a send of a type outside the list, with an Italian message', () => {
    const observational = ['D1', 'D2', 'E1', 'E2'] as const;
    expect(complete.type).toBe('A1');
    expect(typeIssues(requestSendSchema(storyRequestConfigs, observational).safeParse(complete))).toEqual([
      'request-type-not-offered',
    ]);
    expect(
      typeIssues(requestDraftSchema(observational).safeParse({ ...EMPTY_REQUEST_VALUES, type: 'A1' })),
    ).toEqual(['request-type-not-offered']);
    expect(formsResources.it.forms['request-type-not-offered']).toBe(
      'Tipologia di richiesta non prevista da questo comitato',
    );
  });

  it('accepts a type of the list, no type yet in a draft, and every type by default', () => {
    expect(requestDraftSchema(['D1']).safeParse({ ...EMPTY_REQUEST_VALUES, type: 'D1' }).success).toBe(true);
    expect(requestDraftSchema(['D1']).safeParse(EMPTY_REQUEST_VALUES).success).toBe(true);
    expect(requestSendSchema(storyRequestConfigs).safeParse(complete).success).toBe(true);
  });
});

describe('the payload', () => {
  it('is the contract input: attachments as { _id, type }, no linked request outside amendments', () => {
    const payload = toRequestPayload({ ...complete, linkedRequestId: 'request-42' });
    expect(createRequestInputSchema.strict().safeParse(payload).success).toBe(true);
    expect(payload.linkedRequestId).toBeNull();
    expect(payload.documents).toEqual(completeDraft.documents?.map(({ _id, type }) => ({ _id, type })));
  });

  it('keeps the linked request of an amendment', () => {
    expect(toRequestPayload({ ...complete, type: 'G2', linkedRequestId: 'request-42' }).linkedRequestId).toBe(
      'request-42',
    );
  });
});
