import PDFDocument from 'pdfkit';

/** An A4 PDF with Helvetica, whose standard encoding covers Italian accented letters. */
export const newPdf = (options: { title: string; landscape?: boolean }): PDFKit.PDFDocument =>
  new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: 36,
    info: { Title: options.title, Producer: 'Portale CET', Creator: 'Portale CET' },
  });

/** The whole PDF in memory, for small documents such as the request form. */
export const pdfToBuffer = (doc: PDFKit.PDFDocument, draw: () => void): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw();
    doc.end();
  });
