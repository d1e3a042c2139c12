import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64ToBlob, blobToDataUrl, bytesToBase64, saveFile } from './files';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('files', () => {
  it('decode a base64 payload into a typed Blob', async () => {
    const blob = base64ToBlob(btoa('ciao'), 'text/plain');
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('ciao');
  });

  it('encode a Blob as the data URL the upload call takes, and round-trip large content', async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => index % 256);
    const url = await blobToDataUrl(new Blob([bytes], { type: 'application/pdf' }));
    expect(url.startsWith('data:application/pdf;base64,')).toBe(true);
    const back = new Uint8Array(await base64ToBlob(url.split(',')[1] ?? '', 'application/pdf').arrayBuffer());
    expect(back).toEqual(bytes);
    expect(bytesToBase64(new TextEncoder().encode('è'))).toBe('w6g=');
  });

  it('refuse to save outside a browser', () => {
    expect(() => saveFile({ data: btoa('x'), fileName: 'a.csv', contentType: 'text/csv' })).toThrow(
      /browser/,
    );
  });

  it('save through a temporary link with the file name', () => {
    const link = { href: '', download: '', rel: '', click: vi.fn(), remove: vi.fn() };
    const append = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => link), body: { append } });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    saveFile({ data: btoa('x'), fileName: 'Riunioni_02-03-2026.csv', contentType: 'text/csv' });
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(link).toMatchObject({ href: 'blob:1', download: 'Riunioni_02-03-2026.csv' });
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
  });
});
