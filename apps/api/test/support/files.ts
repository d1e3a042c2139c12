import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

/** The first bytes of each kind of file, enough for the type check that reads them. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(32),
]);
/** A CAdES signed file starts with a DER SEQUENCE holding the PKCS#7 signedData OID. */
export const P7M_BYTES = Buffer.concat([
  Buffer.from([
    0x30, 0x82, 0x01, 0x00, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02, 0xa0,
  ]),
  Buffer.alloc(64, 1),
]);
/** A Windows executable: 'MZ', and the PE header where the DOS header points. */
export const EXE_BYTES = (() => {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();

const zipOf = (entries: Record<string, string>): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const zip = new ZipFile();
    for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
    zip.end();
  });

/** A minimal Word document: a ZIP whose content types name the main document part. */
export const docxBytes = () =>
  zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });

export const plainZipBytes = () => zipOf({ 'leggimi.txt': 'archivio' });

/** The names of a ZIP archive's entries. */
export const zipEntries = async (bytes: Buffer): Promise<string[]> =>
  (await zipEntryMethods(bytes)).map(([name]) => name);

/** Each entry of a ZIP with how it is packed: 0 stored as it is, 8 deflated. */
export const zipEntryMethods = (bytes: Buffer): Promise<[name: string, method: number][]> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: [string, number][] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push([entry.fileName, entry.compressionMethod]);
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

/** The rows of a CSV for Italian Excel (BOM, `;`). */
export const parseItalianCsv = (bytes: Buffer): string[][] => {
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parse(bytes.subarray(3).toString('utf8'), { delimiter: ';' }) as string[][];
};

/** Pages of a PDF: its page objects (pdfkit writes them uncompressed). */
export const pdfPageCount = (bytes: Buffer): number =>
  bytes.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
