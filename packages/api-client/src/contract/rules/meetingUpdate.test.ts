import { describe, expect, it } from 'vitest';
import { closingOutcomesRefusal, reviewerRefusal } from './meeting';
import { type MeetingBeforeUpdate, meetingUpdateRefusal } from './meetingUpdate';
import { REFUSALS } from './refusals';

const NOW = '2026-03-02T09:30:00.000Z';
const waiting: MeetingBeforeUpdate = {
  openDate: null,
  closeDate: null,
  startDate: '2026-03-10T09:00:00.000Z',
  endDate: null,
  requestsUsers: [{ request: 'r1', user: 'cet-1' }],
  hasMinutes: false,
};
const open = { ...waiting, openDate: NOW };
const seg = { role: 'SEG', userId: 'seg-1' } as const;
const pre = { role: 'PRE', userId: 'pre-1' } as const;
const rapporteur = { role: 'CET', userId: 'cet-1' } as const;
const otherCet = { role: 'CET', userId: 'cet-2' } as const;

describe('who changes what in a meeting, and when', () => {
  it('refuses every change of a closed meeting, and an update that changes nothing', () => {
    expect(meetingUpdateRefusal({ ...open, closeDate: NOW }, { subject: 'x' }, seg)).toEqual({
      code: 'CONFLICT',
      message: REFUSALS.meetingClosed,
    });
    expect(meetingUpdateRefusal(waiting, {}, seg)?.message).toBe(REFUSALS.nothingToChange);
  });

  it('lets the secretariat change the details while waiting, never an end before the start', () => {
    expect(meetingUpdateRefusal(waiting, { subject: 'Nuovo oggetto' }, seg)).toBeNull();
    expect(meetingUpdateRefusal(waiting, { subject: 'x' }, pre)?.code).toBe('FORBIDDEN');
    expect(meetingUpdateRefusal(open, { subject: 'x' }, seg)?.message).toBe(REFUSALS.detailsOnlyWhileWaiting);
    expect(meetingUpdateRefusal(waiting, { endDate: '2026-03-09T09:00:00.000Z' }, seg)?.message).toBe(
      REFUSALS.endBeforeStart,
    );
  });

  it('lets the president open a waiting meeting once every request, as changed, has a rapporteur', () => {
    expect(meetingUpdateRefusal(waiting, { openDate: NOW }, pre)).toBeNull();
    expect(meetingUpdateRefusal(waiting, { openDate: NOW }, seg)?.code).toBe('FORBIDDEN');
    const unassigned = { requestsUsers: [{ request: 'r1', user: null }] };
    expect(meetingUpdateRefusal(waiting, { ...unassigned, openDate: NOW }, pre)?.message).toBe(
      REFUSALS.meetingOpensWhenReady,
    );
  });

  it('takes a report from the secretariat or the request’s rapporteur, only while open', () => {
    const comment = { comment: { request: 'r1', body: 'Parere favorevole' } };
    expect(meetingUpdateRefusal(open, comment, rapporteur)).toBeNull();
    expect(meetingUpdateRefusal(open, comment, seg)).toBeNull();
    expect(meetingUpdateRefusal(open, comment, otherCet)?.message).toBe(REFUSALS.secretariatOrRapporteur);
    expect(meetingUpdateRefusal(waiting, comment, rapporteur)?.message).toBe(REFUSALS.meetingNotOpen);
    const elsewhere = { comment: { request: 'r9', body: 'x' } };
    expect(meetingUpdateRefusal(open, elsewhere, seg)?.message).toBe(REFUSALS.requestNotInMeeting);
  });

  it('takes the signed minutes from the president after the minutes, and outcomes only when closing', () => {
    expect(meetingUpdateRefusal(open, { conferenceDocumentSigned: 'd1' }, pre)?.message).toBe(
      REFUSALS.signedMinutesAfterMinutes,
    );
    expect(
      meetingUpdateRefusal({ ...open, hasMinutes: true }, { conferenceDocumentSigned: 'd1' }, pre),
    ).toBeNull();
    const outcomes = [{ request: 'r1', outcome: 'postponed' as const }];
    expect(meetingUpdateRefusal(open, { outcomes }, pre)?.message).toBe(REFUSALS.outcomesAtClosing);
    expect(meetingUpdateRefusal(open, { closeDate: NOW, outcomes }, pre)).toBeNull();
    expect(meetingUpdateRefusal(waiting, { closeDate: NOW }, pre)?.message).toBe(REFUSALS.meetingNotOpen);
  });
});

describe('reviewers and closing outcomes', () => {
  it('names the secretariat and the assigned CET rapporteur as a request’s reviewers', () => {
    expect(reviewerRefusal('SEG', 'seg-1', 'cet-1')).toBeNull();
    expect(reviewerRefusal('CET', 'cet-1', 'cet-1')).toBeNull();
    expect(reviewerRefusal('CET', 'cet-2', 'cet-1')).toBe(REFUSALS.secretariatOrRapporteur);
    expect(reviewerRefusal('PRE', 'pre-1', 'cet-1')).toBe(REFUSALS.secretariatOrRapporteur);
  });

  it('wants one outcome for each undecided request and none for the others', () => {
    const postponed = (request: string) => ({ request });
    expect(closingOutcomesRefusal(['a', 'b'], [postponed('a'), postponed('b')])).toBeNull();
    expect(closingOutcomesRefusal(['a'], [postponed('a'), postponed('a')])).toBe(REFUSALS.repeatedOutcome);
    expect(closingOutcomesRefusal(['a'], [postponed('z')])).toBe(REFUSALS.closingOutcomeOfUndecided);
    expect(closingOutcomesRefusal(['a', 'b', 'c'], [postponed('a')])).toMatch(/ognuna delle 2 richieste/);
  });
});
