import { describe, expect, it } from 'vitest';
import { exportFileName, meetingExportFileName } from './exportFileName';
import { formatProtocol, padProtocolNumber } from './protocol';
import { truncateText } from './text';

describe('protocols', () => {
  it('pad the number to 6 digits and add year and date', () => {
    expect(padProtocolNumber(123)).toBe('000123');
    expect(padProtocolNumber(1234567)).toBe('1234567');
    expect(formatProtocol({ protocol: 123, year: 2026, date: '2026-03-02T09:30:00.000Z' })).toBe(
      '000123/2026 del 02/03/2026',
    );
  });
});

describe('truncation', () => {
  it('keeps texts up to 32 characters and cuts longer ones with ...', () => {
    const exact = 'a'.repeat(32);
    expect(truncateText(exact)).toBe(exact);
    expect(truncateText(`${exact}b`)).toBe(`${exact}...`);
    expect(truncateText('Studio di fase III', 5)).toBe('Studi...');
  });
});

describe('export file names', () => {
  const date = new Date('2026-03-02T09:30:00.000Z');

  it('name a request list export {title}_{dd-MM-yyyy}.{ext}', () => {
    expect(exportFileName('Lista Richieste', 'CSV', date)).toBe('Lista Richieste_02-03-2026.csv');
    expect(exportFileName('Lista Richieste inoltrate', 'PDF', date)).toBe(
      'Lista Richieste inoltrate_02-03-2026.pdf',
    );
  });

  it('name a meeting list export Riunioni_{dd-MM-yyyy}.{ext}', () => {
    expect(meetingExportFileName('PDF', date)).toBe('Riunioni_02-03-2026.pdf');
  });
});
