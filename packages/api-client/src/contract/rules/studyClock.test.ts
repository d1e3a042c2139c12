import { describe, expect, it } from 'vitest';
import { STUDY_CLOCK_DEFAULTS } from '../studyLife';
import { daysSince } from './integrationClock';
import {
  communicationRefusal,
  dueReportStage,
  dueReports,
  type SentCommunication,
  sendableKinds,
  studyState,
} from './studyClock';

const at = (day: string) => new Date(`${day}T10:00:00.000Z`);
/** A communication sent on its event's day. */
const sent = (kind: SentCommunication['kind'], day: string): SentCommunication => ({
  kind,
  eventDate: at(day),
  sentAt: at(day),
});

const approvedAt = at('2027-03-15');
const started = [sent('STUDY_START', '2027-04-01')];
const owed = (communications: SentCommunication[], now: string) =>
  dueReports({ approvedAt, sent: communications, now: at(now), settings: STUDY_CLOCK_DEFAULTS }).map(
    ({ kind, due, overdueDays }) => ({ kind, due: due.toISOString().slice(0, 10), overdueDays }),
  );

describe("an approved study's state", () => {
  it('follows the communications in the order they were sent', () => {
    expect(studyState([])).toBe('APPROVED_NOT_STARTED');
    expect(studyState(started)).toBe('IN_PROGRESS');
    const halted = [...started, sent('TEMPORARY_HALT', '2027-06-01')];
    expect(studyState(halted)).toBe('SUSPENDED');
    expect(studyState([...halted, sent('RESTART', '2027-07-01')])).toBe('IN_PROGRESS');
    expect(studyState([...started, sent('ANNUAL_REPORT', '2028-03-01'), sent('END', '2028-09-30')])).toBe(
      'ENDED',
    );
    expect(studyState([...halted, sent('EARLY_END', '2027-08-01')])).toBe('ENDED_EARLY');
    // Sent out of order in the array: the sending time decides.
    expect(
      studyState([sent('RESTART', '2027-07-01'), sent('TEMPORARY_HALT', '2027-06-01'), ...started]),
    ).toBe('IN_PROGRESS');
  });

  it('offers only what the state allows, and what goes once only until it is sent', () => {
    expect(sendableKinds([])).toEqual(['STUDY_START', 'NON_SUBSTANTIAL_AMENDMENT', 'EARLY_END']);
    expect(sendableKinds(started)).toContain('FIRST_PATIENT');
    expect(sendableKinds([...started, sent('FIRST_PATIENT', '2027-04-10')])).not.toContain('FIRST_PATIENT');
    const ended = [...started, sent('END', '2028-09-30')];
    expect(sendableKinds(ended)).toEqual(['SERIOUS_ADVERSE_EVENT', 'FINAL_RESULTS']);
    expect(sendableKinds([...ended, sent('FINAL_RESULTS', '2029-01-10')])).toEqual(['SERIOUS_ADVERSE_EVENT']);
  });
});

describe('what the server refuses to send, in Italian', () => {
  const refusal = (kind: SentCommunication['kind'], eventDay: string, communications: SentCommunication[]) =>
    communicationRefusal({
      kind,
      eventDate: at(eventDay),
      approvedAt,
      now: at('2027-12-01'),
      sent: communications,
    });

  it('a kind the state does not allow, naming both as the user reads them', () => {
    expect(refusal('RESTART', '2027-11-01', started)).toBe(
      "La comunicazione 'Ripresa dello studio' non è prevista per uno studio 'In corso'",
    );
    expect(refusal('ANNUAL_REPORT', '2027-11-01', [])).toBe(
      "La comunicazione 'Relazione annuale' non è prevista per uno studio 'Approvato – non avviato'",
    );
  });

  it('a second start, and a second first patient', () => {
    expect(refusal('STUDY_START', '2027-11-01', started)).toBe(
      "La comunicazione 'Avvio dello studio' è già stata inviata per questo studio",
    );
    const enrolled = [...started, sent('FIRST_PATIENT', '2027-04-10')];
    expect(refusal('FIRST_PATIENT', '2027-11-01', enrolled)).toBe(
      "La comunicazione 'Arruolamento del primo paziente' è già stata inviata per questo studio",
    );
  });

  it('an event in the future, before the approval, or a change of state dated before the last one', () => {
    expect(refusal('STUDY_START', '2027-12-02', [])).toBe("La data dell'evento non può essere futura");
    expect(refusal('STUDY_START', '2027-03-14', [])).toBe(
      "La data dell'evento non può precedere l'approvazione dello studio",
    );
    expect(refusal('TEMPORARY_HALT', '2027-03-31', started)).toBe(
      "La data dell'evento non può precedere quella della comunicazione 'Avvio dello studio'",
    );
    // A report is not a change of state: it may tell of anything since the approval.
    expect(refusal('SERIOUS_ADVERSE_EVENT', '2027-03-31', started)).toBeNull();
    expect(refusal('TEMPORARY_HALT', '2027-12-01', started)).toBeNull();
  });
});

describe('the reports a study owes', () => {
  it('the annual report on each anniversary of the approval, shown before it comes', () => {
    expect(owed(started, '2027-12-01')).toEqual([
      { kind: 'ANNUAL_REPORT', due: '2028-03-15', overdueDays: 0 },
    ]);
    expect(owed(started, '2028-03-20')).toEqual([
      { kind: 'ANNUAL_REPORT', due: '2028-03-15', overdueDays: 5 },
      { kind: 'ANNUAL_REPORT', due: '2029-03-15', overdueDays: 0 },
    ]);
  });

  it('each report sent answers the earliest due date still open, even when sent early', () => {
    expect(owed([...started, sent('ANNUAL_REPORT', '2028-03-01')], '2028-03-20')).toEqual([
      { kind: 'ANNUAL_REPORT', due: '2029-03-15', overdueDays: 0 },
    ]);
  });

  it('owes nothing before the start, and the first anniversary after it comes first', () => {
    expect(owed([], '2029-01-01')).toEqual([]);
    expect(owed([sent('STUDY_START', '2028-06-01')], '2028-07-01')).toEqual([
      { kind: 'ANNUAL_REPORT', due: '2029-03-15', overdueDays: 0 },
    ]);
  });

  it('a halt stops the annual clock, and a restart resumes it later by the days it lasted', () => {
    const halted = [...started, sent('TEMPORARY_HALT', '2027-10-01')];
    expect(owed(halted, '2028-06-01')).toEqual([]);
    // 61 days halted, from 1 October to 1 December: the anniversary moves from 15 March to 15 May.
    const restarted = [...halted, sent('RESTART', '2027-12-01')];
    expect(owed(restarted, '2028-04-01')).toEqual([
      { kind: 'ANNUAL_REPORT', due: '2028-05-15', overdueDays: 0 },
    ]);
    // A halt after the due date leaves it where it was.
    expect(owed([...started, sent('TEMPORARY_HALT', '2028-04-01')], '2028-04-02')).toEqual([
      { kind: 'ANNUAL_REPORT', due: '2028-03-15', overdueDays: 18 },
    ]);
  });

  it('after the end, the results a year later and no annual report past the end', () => {
    const ended = [...started, sent('ANNUAL_REPORT', '2028-03-01'), sent('END', '2028-09-30')];
    expect(owed(ended, '2029-10-05')).toEqual([{ kind: 'FINAL_RESULTS', due: '2029-09-30', overdueDays: 5 }]);
    expect(owed([...ended, sent('FINAL_RESULTS', '2029-09-01')], '2029-10-05')).toEqual([]);
    // An annual report owed before an early end is still owed, beside the results.
    const endedEarly = [...started, sent('EARLY_END', '2028-05-01')];
    expect(owed(endedEarly, '2028-06-01')).toEqual([
      { kind: 'ANNUAL_REPORT', due: '2028-03-15', overdueDays: 78 },
      { kind: 'FINAL_RESULTS', due: '2029-05-01', overdueDays: 0 },
    ]);
  });

  it('the limits are settings', () => {
    const settings = { monthsDue: { ANNUAL_REPORT: 6, FINAL_RESULTS: 3 }, reminderDays: [14] };
    const due = dueReports({ approvedAt, sent: started, now: at('2027-05-01'), settings });
    expect(due.map(({ due }) => due.toISOString().slice(0, 10))).toEqual(['2027-09-15']);
  });
});

describe('reminders and the lapse', () => {
  const report = { kind: 'ANNUAL_REPORT' as const, due: at('2028-03-15'), overdueDays: 0 };
  const stage = (day: string) => dueReportStage(report, at(day), STUDY_CLOCK_DEFAULTS.reminderDays);

  it('30 days before, 7 days before, then lapsed on the due day', () => {
    expect(stage('2028-02-13')).toBeNull();
    expect(stage('2028-02-14')).toBe('reminder30');
    expect(stage('2028-03-07')).toBe('reminder30');
    expect(stage('2028-03-08')).toBe('reminder7');
    expect(stage('2028-03-15')).toBe('lapsed');
    expect(stage('2028-05-01')).toBe('lapsed');
  });

  it("counts a serious adverse event's days from the event to its communication", () => {
    expect(daysSince(at('2027-06-01'), at('2027-06-08'))).toBe(7);
    expect(daysSince(at('2027-06-01'), at('2027-06-01'))).toBe(0);
  });
});
