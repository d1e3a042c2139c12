import { formatDateTime } from '@cet-portal/api-client/contract';
import { newPdf, pdfOutput } from './pdfDocument';
import type { Cell, ExportTable } from './table';

const FONT_SIZE = 8;
const ROW_HEIGHT = 2 * FONT_SIZE + 8;
const PADDING = 3;

/**
 * A landscape A4 table: on every page the title, the export date, the header row and the page
 * number. Pages are written out as rows arrive, so memory stays flat however many rows there are.
 */
export async function* pdfTableContent(table: ExportTable, exportedAt = new Date()): AsyncGenerator<Buffer> {
  const doc = newPdf({ title: table.title, landscape: true });
  const output = pdfOutput(doc);
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;
  const totalWeight = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (usable * column.width) / totalWeight);
  const bottom = () => doc.page.height - doc.page.margins.bottom - 16;
  let page = 0;
  let y = 0;

  const drawRow = (cells: readonly Cell[], { header, shaded }: { header: boolean; shaded: boolean }) => {
    if (shaded || header) doc.rect(left, y, usable, ROW_HEIGHT).fill(header ? '#d9e2ec' : '#f2f5f8');
    doc
      .fillColor('#000000')
      .font(header ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(FONT_SIZE);
    let x = left;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      doc.text(String(cell ?? ''), x + PADDING, y + PADDING, {
        width: width - 2 * PADDING,
        height: ROW_HEIGHT - PADDING,
        ellipsis: true,
      });
      x += width;
    });
    y += ROW_HEIGHT;
  };

  const startPage = () => {
    if (page > 0) doc.addPage();
    page += 1;
    const top = doc.page.margins.top;
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor('#000000')
      .text(table.title, left, top, { width: usable });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Esportato il ${formatDateTime(exportedAt)}`, left, top + 20);
    // The page number sits in the bottom margin: lift the margin while writing it, or pdfkit would open a page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(`Pagina ${page}`, left, doc.page.height - margin, { width: usable, align: 'center' });
    doc.page.margins.bottom = margin;
    y = top + 40;
    drawRow(
      table.columns.map((column) => column.heading),
      { header: true, shaded: false },
    );
  };

  startPage();
  let count = 0;
  for await (const batch of table.rows) {
    for (const row of batch) {
      if (y + ROW_HEIGHT > bottom()) {
        startPage();
        yield* output.taken();
      }
      drawRow(row, { header: false, shaded: count % 2 === 1 });
      count += 1;
    }
  }
  if (count === 0)
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text('Nessun risultato', left + PADDING, y + PADDING);
  doc.end();
  await output.ended;
  yield* output.taken();
}
