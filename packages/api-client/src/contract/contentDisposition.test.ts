import { describe, expect, it } from 'vitest';
import { contentDisposition, fileNameOfDisposition } from './contentDisposition';

describe('Content-Disposition', () => {
  it.each([
    'Verbale della seduta è «definitivo».pdf',
    'Modulo (v2) d’adesione * 100%.docx',
    'Richiesta "rapida"; allegato\\1.zip',
    'plain.csv',
  ])('carries %s from the writer to the reader unchanged', (fileName) => {
    expect(fileNameOfDisposition(contentDisposition(fileName))).toBe(fileName);
  });

  it('writes an ASCII fallback beside the UTF-8 name', () => {
    expect(contentDisposition('Verbale è.pdf')).toBe(
      `attachment; filename="Verbale _.pdf"; filename*=UTF-8''Verbale%20%C3%A8.pdf`,
    );
  });

  it('prefers filename* wherever it stands, and reads it case-insensitively', () => {
    expect(fileNameOfDisposition(`attachment; FILENAME*=utf-8'it'Cos%C3%AC.pdf; filename="Cosi.pdf"`)).toBe(
      'Così.pdf',
    );
  });

  it('reads an ISO-8859-1 filename*', () => {
    expect(fileNameOfDisposition("attachment; filename*=iso-8859-1''Perch%E9.pdf")).toBe('Perché.pdf');
  });

  it('falls back to filename when filename* is malformed or in an unknown charset', () => {
    expect(fileNameOfDisposition(`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="a.pdf"`)).toBe(
      'a.pdf',
    );
    expect(fileNameOfDisposition(`attachment; filename*=koi8-r''x.pdf; filename=b.pdf`)).toBe('b.pdf');
  });

  it('reads a quoted name with a semicolon and escaped quotes, and a bare token', () => {
    expect(fileNameOfDisposition('attachment; filename="a; \\"b\\".pdf"')).toBe('a; "b".pdf');
    expect(fileNameOfDisposition('attachment; filename=report.csv')).toBe('report.csv');
  });

  it('gives nothing without a header or a name', () => {
    expect(fileNameOfDisposition(null)).toBeUndefined();
    expect(fileNameOfDisposition('attachment')).toBeUndefined();
    expect(fileNameOfDisposition('attachment; filename=""')).toBeUndefined();
  });
});
