import { describe, expect, it } from 'vitest';
import {
  makeConference,
  makeConferenceEntry,
  makeRequest,
  makeUserRef,
  toConferenceRequest,
} from '../../msw/fixtures/factories';
import {
  canCloseMeeting,
  canDecideInMeeting,
  canOpenMeeting,
  canReadMeetingReports,
  canReportInMeeting,
  meetingStatus,
} from './meeting';

const NOW = '2026-03-02T09:30:00.000Z';

describe('meeting status', () => {
  it.each([
    [null, null, 'waiting'],
    [NOW, null, 'open'],
    [NOW, NOW, 'closed'],
    [null, NOW, 'closed'],
  ] as const)('open %s, close %s is %s', (openDate, closeDate, status) => {
    expect(meetingStatus({ openDate, closeDate })).toBe(status);
  });
});

describe('meeting actions', () => {
  const assigned = makeConference({ requestsUsers: [makeConferenceEntry(), makeConferenceEntry()] });
  const unassigned = makeConference({
    requestsUsers: [makeConferenceEntry(), makeConferenceEntry({ user: null })],
  });

  it('lets the president open a waiting meeting whose requests all have a rapporteur', () => {
    expect(canOpenMeeting(assigned, 'PRE')).toBe(true);
    expect(canOpenMeeting(assigned, 'SEG')).toBe(false);
    expect(canOpenMeeting(unassigned, 'PRE')).toBe(false);
    expect(canOpenMeeting({ ...assigned, openDate: NOW }, 'PRE')).toBe(false);
    expect(canOpenMeeting({ ...assigned, requestsUsers: [] }, 'PRE')).toBe(false);
  });

  it('lets the president close an open meeting only', () => {
    expect(canCloseMeeting({ openDate: NOW, closeDate: null }, 'PRE')).toBe(true);
    expect(canCloseMeeting({ openDate: NOW, closeDate: null }, 'CET')).toBe(false);
    expect(canCloseMeeting({ openDate: null, closeDate: null }, 'PRE')).toBe(false);
    expect(canCloseMeeting({ openDate: NOW, closeDate: NOW }, 'PRE')).toBe(false);
  });

  it('lets SEG or the assigned CET rapporteur decide in an open meeting, never on a clone', () => {
    const open = { openDate: NOW, closeDate: null };
    const entry = makeConferenceEntry({ user: makeUserRef({ fiscalCode: 'NREPLA75C12L219G' }) });
    expect(canDecideInMeeting(open, entry, { role: 'SEG', fiscalCode: 'BNCGLI85M41F205B' })).toBe(true);
    expect(canDecideInMeeting(open, entry, { role: 'CET', fiscalCode: 'NREPLA75C12L219G' })).toBe(true);
    expect(canDecideInMeeting(open, entry, { role: 'CET', fiscalCode: 'GLLSRA78D45G273A' })).toBe(false);
    expect(canDecideInMeeting(open, entry, { role: 'PRE', fiscalCode: 'FRRNNA70D50H501R' })).toBe(false);
    expect(
      canDecideInMeeting({ openDate: null, closeDate: null }, entry, { role: 'SEG', fiscalCode: 'X' }),
    ).toBe(false);
    const clone = {
      ...entry,
      request: toConferenceRequest(makeRequest({ state: 'SUBMITTED', isClone: true })),
    };
    expect(canDecideInMeeting(open, clone, { role: 'SEG', fiscalCode: 'BNCGLI85M41F205B' })).toBe(false);
  });

  it('lets SEG or the assigned CET rapporteur correct the report of a frozen copy until the meeting closes', () => {
    const open = { openDate: NOW, closeDate: null };
    const entry = makeConferenceEntry({ user: makeUserRef({ fiscalCode: 'NREPLA75C12L219G' }) });
    const clone = {
      ...entry,
      request: toConferenceRequest(makeRequest({ state: 'TO_INTEGRATE_CER', isClone: true })),
    };
    expect(canReportInMeeting(open, clone, { role: 'SEG', fiscalCode: 'BNCGLI85M41F205B' })).toBe(true);
    expect(canReportInMeeting(open, clone, { role: 'CET', fiscalCode: 'NREPLA75C12L219G' })).toBe(true);
    expect(canReportInMeeting(open, clone, { role: 'CET', fiscalCode: 'GLLSRA78D45G273A' })).toBe(false);
    expect(canReportInMeeting(open, clone, { role: 'PRE', fiscalCode: 'FRRNNA70D50H501R' })).toBe(false);
    expect(
      canReportInMeeting({ openDate: NOW, closeDate: NOW }, clone, { role: 'SEG', fiscalCode: 'X' }),
    ).toBe(false);
  });
});

describe('canReadMeetingReports', () => {
  it("lets the committee's staff read reports at any time and everyone else once the meeting is closed", () => {
    for (const role of ['SEG', 'CET', 'PRE'] as const) expect(canReadMeetingReports(role, false)).toBe(true);
    for (const role of ['RIC', 'ADMIN', null] as const) {
      expect(canReadMeetingReports(role, false)).toBe(false);
      expect(canReadMeetingReports(role, true)).toBe(true);
    }
  });
});
