import { REQUEST_STATES, type RequestState } from '@cet-portal/api-client';
import { describe, expect, it } from 'vitest';
import {
  allDocumentIds,
  archiveName,
  canDecide,
  canEdit,
  canRestore,
  currentRapporteurId,
  inProgressListPath,
  reportAccess,
} from './showRequestRules';

const statesWhere = (rule: (state: RequestState) => boolean) => REQUEST_STATES.filter(rule);

const report = { _id: 'report-1', fileName: 'verbale.pdf', updated: '2026-03-02T10:00:00.000Z' };

describe('what the show-request page offers', () => {
  it('lets only the secretariat decide, and only on PENDING or TO_INTEGRATE requests', () => {
    expect(statesWhere((state) => canDecide('SEG', { state, isClone: false }))).toEqual([
      'PENDING',
      'TO_INTEGRATE',
    ]);
    for (const role of ['RIC', 'CET', 'PRE', null] as const) {
      expect(statesWhere((state) => canDecide(role, { state, isClone: false }))).toEqual([]);
    }
  });

  it('lets only the secretariat restore, from the states a secretariat decision leads to', () => {
    expect(statesWhere((state) => canRestore('SEG', { state, isClone: false }))).toEqual([
      'SUBMITTED',
      'TO_INTEGRATE',
      'INTEGRATED',
      'REJECTED',
    ]);
    expect(statesWhere((state) => canRestore('CET', { state, isClone: false }))).toEqual([]);
  });

  it('offers editing to the applicant in DRAFT and in both to-integrate states only', () => {
    expect(statesWhere((state) => canEdit('RIC', { state, isClone: false }))).toEqual([
      'DRAFT',
      'TO_INTEGRATE',
      'TO_INTEGRATE_CER',
    ]);
    expect(statesWhere((state) => canEdit('SEG', { state, isClone: false }))).toEqual([]);
  });

  it("offers nothing that would change a meeting's frozen copy of a request", () => {
    const clone = (state: RequestState) => ({ state, isClone: true });
    expect(statesWhere((state) => canDecide('SEG', clone(state)))).toEqual([]);
    expect(statesWhere((state) => canRestore('SEG', clone(state)))).toEqual([]);
    expect(statesWhere((state) => canEdit('RIC', clone(state)))).toEqual([]);
    expect(reportAccess('SEG', { ...clone('SUBMITTED'), reportDocument: null })).toBe('readOnly');
  });

  it('goes back to the compassionate-use list after a decision on type F, else to the in-progress list', () => {
    expect(inProgressListPath('F')).toBe('/requestListCompInProgress');
    expect(inProgressListPath('A1')).toBe('/requestListInProgress');
    expect(inProgressListPath(null)).toBe('/requestListInProgress');
  });
});

describe('the report section', () => {
  it('is hidden from everyone but the secretariat while there is no report', () => {
    for (const role of ['RIC', 'CET', 'PRE'] as const) {
      expect(reportAccess(role, { state: 'SUBMITTED', reportDocument: null, isClone: false })).toBe('hidden');
    }
    expect(reportAccess('SEG', { state: 'PENDING', reportDocument: null, isClone: false })).toBe(
      'uploadDisabled',
    );
  });

  it('never lets the applicant upload, only download', () => {
    expect(reportAccess('RIC', { state: 'ACCEPTED', reportDocument: report, isClone: false })).toBe(
      'readOnly',
    );
  });

  it('enables the upload only in SUBMITTED, TO_INTEGRATE_CER, ACCEPTED and REJECTED_CER', () => {
    const uploadable = statesWhere(
      (state) => reportAccess('CET', { state, reportDocument: report, isClone: false }, true) === 'upload',
    );
    expect(uploadable).toEqual(['SUBMITTED', 'TO_INTEGRATE_CER', 'ACCEPTED', 'REJECTED_CER']);
    expect(reportAccess('PRE', { state: 'PENDING', reportDocument: report, isClone: false }, true)).toBe(
      'uploadDisabled',
    );
  });

  it("offers a committee member or the president the upload only as the request's rapporteur, as the server (mayAttachReport)", () => {
    for (const role of ['CET', 'PRE'] as const) {
      expect(reportAccess(role, { state: 'SUBMITTED', reportDocument: report, isClone: false })).toBe(
        'readOnly',
      );
      expect(reportAccess(role, { state: 'SUBMITTED', reportDocument: report, isClone: false }, true)).toBe(
        'upload',
      );
    }
    expect(reportAccess('SEG', { state: 'SUBMITTED', reportDocument: report, isClone: false })).toBe(
      'upload',
    );
  });

  it('finds the rapporteur of the meeting that holds the request, or its frozen copy', () => {
    const entry = (request: { _id: string; identifier: number; isClone: boolean }, user: string) => ({
      request: { ...request, subject: 'S', description: 'D', state: 'SUBMITTED' as const, type: null },
      user: { _id: user, fiscalCode: 'X', fullname: 'X' },
    });
    const meeting = {
      requestsUsers: [
        entry({ _id: 'r-1', identifier: 1, isClone: false }, 'paolo'),
        entry({ _id: 'clone-2', identifier: 2, isClone: true }, 'sara'),
      ],
    };
    expect(currentRapporteurId({ _id: 'r-1', identifier: 1 }, meeting)).toBe('paolo');
    expect(currentRapporteurId({ _id: 'r-2', identifier: 2 }, meeting)).toBe('sara');
    expect(currentRapporteurId({ _id: 'r-3', identifier: 3 }, meeting)).toBeNull();
    expect(currentRapporteurId({ _id: 'r-1', identifier: 1 }, undefined)).toBeNull();
  });
});

describe('the one-ZIP download', () => {
  it('asks for every attachment version, the request form and the report', () => {
    const ids = allDocumentIds({
      documents: [
        {
          _id: 'a-1',
          fileName: 'protocollo_v1.pdf',
          type: 'Protocollo',
          updated: '2026-01-12T09:30:00.000Z',
        },
        {
          _id: 'a-2',
          fileName: 'protocollo_v2.pdf',
          type: 'Protocollo',
          updated: '2026-02-12T09:30:00.000Z',
        },
      ],
      requestDocument: { _id: 'form-1', fileName: 'Richiesta_12.pdf', updated: '2026-02-12T09:30:00.000Z' },
      reportDocument: report,
    });
    expect(ids).toEqual(['a-1', 'a-2', 'form-1', 'report-1']);
  });

  it('names the archive after the identifier, or the id before one is assigned', () => {
    expect(archiveName({ _id: 'abc', identifier: 12 })).toBe('Richiesta_12');
    expect(archiveName({ _id: 'abc', identifier: null })).toBe('Richiesta_abc');
  });
});
