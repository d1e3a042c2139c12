import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, safeFileName } from './fileName';

describe('safeFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(safeFileName('Protocollo di studio v2.pdf')).toBe('Protocollo di studio v2.pdf');
  });

  it('keeps only the base name of a path, with either separator', () => {
    expect(safeFileName('../../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(safeFileName('..\\..\\Windows\\system.ini.pdf')).toBe('system.ini.pdf');
    expect(safeFileName('/assoluto/lettera.pdf')).toBe('lettera.pdf');
    expect(safeFileName('C:\\Users\\rossi\\lettera.pdf')).toBe('lettera.pdf');
  });

  it('removes control characters, CR and LF', () => {
    expect(safeFileName('lettera\r\nSet-Cookie: x.pdf')).toBe('letteraSet-Cookie: x.pdf');
    expect(safeFileName('nul\u0000byte\t.pdf')).toBe('nulbyte.pdf');
    expect(safeFileName('c1\u0085\u009b.pdf')).toBe('c1.pdf');
  });

  it('removes bidirectional overrides, isolates and marks, so the name reads as it is', () => {
    expect(safeFileName('invoice\u202Efdp.exe.pdf')).toBe('invoicefdp.exe.pdf');
    for (const mark of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
    ]) {
      expect(safeFileName(`a${mark}b.pdf`)).toBe('ab.pdf');
    }
  });

  it('writes accented letters in one spelling (NFC)', () => {
    const decomposed = 'relazione e\u0300tica.pdf';
    expect(safeFileName(decomposed)).toBe('relazione ètica.pdf');
    expect(safeFileName(decomposed)).toBe(safeFileName('relazione \u00e8tica.pdf'));
  });

  it('caps the length and keeps the extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect([...name]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('counts code points, never cutting a character in two', () => {
    const name = safeFileName(`${'😀'.repeat(200)}.docx`);
    expect([...name]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name).toBe(`${'😀'.repeat(MAX_FILE_NAME_LENGTH - 5)}.docx`);
  });

  it('treats a very long "extension" as part of the name', () => {
    const name = safeFileName(`a.${'b'.repeat(300)}`);
    expect([...name]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.startsWith('a.bbb')).toBe(true);
  });

  it('never gives an empty name, nor . or ..', () => {
    expect(safeFileName('')).toBe('documento');
    expect(safeFileName('   ')).toBe('documento');
    expect(safeFileName('\u202E\r\n')).toBe('documento');
    expect(safeFileName('..')).toBe('documento');
    expect(safeFileName('.')).toBe('documento');
    expect(safeFileName('cartella/')).toBe('documento');
    expect(safeFileName('..', 'Allegati')).toBe('Allegati');
  });
});
