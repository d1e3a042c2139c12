import { describe, expect, it } from 'vitest';
import { formatDate, formatDateDashed, formatDateTime, formatTime, toRomeDay } from './dates';

describe('dates in Europe/Rome', () => {
  it('formats dd/MM/yyyy and dd-MM-yyyy', () => {
    expect(formatDate('2026-03-02T09:30:00.000Z')).toBe('02/03/2026');
    expect(formatDateDashed(new Date('2026-03-02T09:30:00.000Z'))).toBe('02-03-2026');
  });

  it('uses the Rome day, not the UTC one, around midnight and across daylight saving time', () => {
    expect(formatDate('2026-03-01T23:30:00.000Z')).toBe('02/03/2026');
    expect(formatDate('2026-07-31T22:30:00.000Z')).toBe('01/08/2026');
    expect(toRomeDay('2026-12-31T23:00:00.000Z')).toBe('2027-01-01');
  });

  it('shows a calendar day as it is, whatever the time zone', () => {
    expect(formatDate('2026-03-02')).toBe('02/03/2026');
    expect(formatDateDashed('2026-12-31')).toBe('31-12-2026');
  });

  it('formats HH:mm in Rome time', () => {
    expect(formatTime('2026-01-15T13:05:00.000Z')).toBe('14:05');
    expect(formatTime('2026-07-15T13:05:00.000Z')).toBe('15:05');
    expect(formatDateTime('2026-07-15T13:05:00.000Z')).toBe('15/07/2026 15:05');
  });
});
