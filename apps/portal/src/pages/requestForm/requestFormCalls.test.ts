import { EMPTY_REQUEST_FIELDS } from '@cet-portal/api-client';
import { makeRequest } from '@cet-portal/api-client/msw';
import { type RequestPayload, toRequestPayload } from '@cet-portal/forms';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges } from './requestFormCalls';

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

/** The payload the form gives for the request as it is stored. */
const unchanged = (): RequestPayload =>
  toRequestPayload({
    ...Object.fromEntries(
      Object.keys(EMPTY_REQUEST_FIELDS).map((field) => [field, request[field as keyof typeof request]]),
    ),
    documents: request.documents,
  } as Parameters<typeof toRequestPayload>[0]);

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
