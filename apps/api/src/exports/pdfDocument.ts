import PDFDocument from 'pdfkit';

/** An A4 PDF with Helvetica, whose standard encoding covers Italian accented letters. */
export const newPdf = (options: { title: string; landscape?: boolean }): PDFKit.PDFDocument =>
  new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: 36,
    info: { Title: options.title, Producer: 'Portale CET', Creator: 'Portale CET' },
  });

/**
 * What pdfkit produces, taken as it comes: its 'data' and 'end' events, which Node's streams and pdfkit's
 * browser build (the mocks' backend in Storybook) both send.
 */
export const pdfOutput = (doc: PDFKit.PDFDocument) => {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  return { taken: () => chunks.splice(0), ended };
};

/** The whole PDF in memory, for small documents such as the request form. */
export const pdfToBuffer = async (doc: PDFKit.PDFDocument, draw: () => void): Promise<Buffer> => {
  const output = pdfOutput(doc);
  draw();
  doc.end();
  await output.ended;
  return Buffer.concat(output.taken());
};
