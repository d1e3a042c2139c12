import { EMPTY_REQUEST_FIELDS } from '@cet-portal/api-client';
import { makeRequest } from '@cet-portal/api-client/msw';
import { type RequestFormValues, type RequestPayload, toRequestPayload } from '@cet-portal/forms';
import { describe, expect, it } from 'vitest';
import { draftChanges, hasUnsavedChanges } from './requestFormCalls';

const request = makeRequest({
  state: 'TO_INTEGRATE',
  documents: [
    {
      _id: 'document-protocollo',
      fileName: 'protocollo.pdf',
      type: 'Protocollo',
      updated: '2026-03-02T10:00:00.000Z',
    },
  ],
});

/** The payload the form gives for the request as it is stored: its form fields, nothing else. */
const unchanged = (): RequestPayload => {
  const fields = Object.keys(EMPTY_REQUEST_FIELDS) as (keyof typeof EMPTY_REQUEST_FIELDS)[];
  const values = Object.fromEntries(fields.map((field) => [field, request[field]]));
  return toRequestPayload({ ...values, documents: request.documents } as RequestFormValues);
};

describe('whether sending must save first', () => {
  it('does not for a request sent as it is stored', () => {
    expect(hasUnsavedChanges(request, unchanged())).toBe(false);
  });

  it('does for a changed field', () => {
    expect(hasUnsavedChanges(request, { ...unchanged(), subject: 'Oggetto integrato' })).toBe(true);
  });

  it('does for a new attachment', () => {
    const payload = unchanged();
    expect(
      hasUnsavedChanges(request, {
        ...payload,
        documents: [...payload.documents, { _id: 'document-polizza', type: 'Polizza assicurativa' }],
      }),
    ).toBe(true);
  });

  it('does for a field cleared to null', () => {
    expect(hasUnsavedChanges(request, { ...unchanged(), protocolDate: null })).toBe(true);
  });
});

describe('the draft kept for a saved request', () => {
  it('holds only what differs from the stored request', () => {
    expect(
      draftChanges(request, {
        promoterAddress: request.promoterAddress,
        promoterTel: '06 7654321',
        documents: request.documents,
      }),
    ).toEqual({ promoterTel: '06 7654321' });
  });

  it('keeps the attachments when one was added', () => {
    const documents = [
      ...request.documents,
      {
        _id: 'document-polizza',
        fileName: 'polizza.pdf',
        type: 'Polizza',
        updated: '2026-03-03T10:00:00.000Z',
      },
    ];
    expect(draftChanges(request, { documents })).toEqual({ documents });
  });

  it('is nothing once the form matches the stored request', () => {
    expect(
      draftChanges(request, { subject: request.subject, protocolDate: request.protocolDate }),
    ).toBeNull();
  });
});
