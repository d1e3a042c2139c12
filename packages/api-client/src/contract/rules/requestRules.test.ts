import { describe, expect, it } from 'vitest';
import { makeRequest, makeRequestConfig } from '../../msw/fixtures/factories';
import { missingRequiredDocuments, missingRequiredFields } from './requestRules';

describe('sending rules', () => {
  it('lists the required fields a request still lacks', () => {
    expect(missingRequiredFields(makeRequest())).toEqual([]);
    expect(missingRequiredFields(makeRequest({ studyTitle: '  ', type: null, promoterEmail: '' }))).toEqual([
      'promoterEmail',
      'studyTitle',
      'type',
    ]);
  });

  it('lists the required attachments of the type that are missing', () => {
    const config = makeRequestConfig({
      documentType: [
        { label: 'Protocollo dello studio', required: true, template: 't-1' },
        { label: 'Consenso informato', required: true, template: 't-2' },
        { label: 'CV dello sperimentatore', required: false, template: 't-3' },
      ],
    });
    const attachment = {
      _id: 'd-1',
      fileName: 'p.pdf',
      type: 'Protocollo dello studio',
      updated: '2026-03-02T09:30:00.000Z',
    };
    expect(missingRequiredDocuments(makeRequest({ documents: [attachment] }), config)).toEqual([
      'Consenso informato',
    ]);
    expect(missingRequiredDocuments(makeRequest(), undefined)).toEqual([]);
  });
});
