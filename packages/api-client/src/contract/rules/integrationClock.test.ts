import { describe, expect, it } from 'vitest';
import { daysAfter, daysLeft, daysSince, extendedDue, isWaitingForApplicant } from './integrationClock';

describe('the integration clock’s rules', () => {
  it('runs only while the request waits for the applicant', () => {
    expect(isWaitingForApplicant('TO_INTEGRATE')).toBe(true);
    expect(isWaitingForApplicant('TO_INTEGRATE_CER')).toBe(true);
    expect(isWaitingForApplicant('PENDING')).toBe(false);
    expect(isWaitingForApplicant('WAIT_PROT_CER')).toBe(false);
  });

  it('counts calendar days in Rome, so a due date tomorrow morning is one day away late in the evening', () => {
    const due = new Date('2027-05-12T07:00:00.000Z');
    expect(daysLeft(due, new Date('2027-05-11T21:30:00.000Z'))).toBe(1);
    // 23:30 in Rome on 11 May (summer time) is still the day before.
    expect(daysLeft(due, new Date('2027-05-11T21:29:00.000Z'))).toBe(1);
    expect(daysLeft(due, new Date('2027-05-11T22:30:00.000Z'))).toBe(0);
    expect(daysLeft(due, new Date('2027-06-01T10:00:00.000Z'))).toBe(0);
    expect(daysLeft(due, new Date('2027-04-12T10:00:00.000Z'))).toBe(30);
  });

  it('gives the whole limit in calendar days across a change of summer time, even late in the evening', () => {
    // 23:30 in Rome on 24 November (winter time): 180 days later is 23:30 on 23 May (summer time),
    // not 00:30 on 24 May, which an addition of 180 × 24 hours gave (and "181 days left").
    const asked = new Date('2026-11-24T22:30:00.000Z');
    const due = daysAfter(asked, 180);
    expect(due.toISOString()).toBe('2027-05-23T21:30:00.000Z');
    expect(daysLeft(due, asked)).toBe(180);
  });

  it('counts the committee’s days since a date', () => {
    expect(daysSince(new Date('2027-03-01T08:00:00.000Z'), new Date('2027-03-31T18:00:00.000Z'))).toBe(30);
    expect(daysSince(new Date('2027-03-31T08:00:00.000Z'), new Date('2027-03-31T18:00:00.000Z'))).toBe(0);
  });

  it('extends from the due date while it runs, from now once it passed', () => {
    const due = new Date('2027-05-12T07:00:00.000Z');
    expect(extendedDue(due, new Date('2027-05-01T00:00:00.000Z'), 10)).toEqual(daysAfter(due, 10));
    const now = new Date('2027-05-20T09:00:00.000Z');
    expect(extendedDue(due, now, 10)).toEqual(daysAfter(now, 10));
  });
});
