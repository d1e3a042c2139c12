import { formatDate, formatDateTime, type Request, requestTypeLabel } from '@cet-portal/api-client/contract';
import { REQUEST_FIELD_LABELS, REQUEST_FORM_SECTIONS } from '../domain/requestFieldLabels';
import { newPdf, pdfToBuffer } from './pdfDocument';

const fieldText = (
  request: Request,
  field: (typeof REQUEST_FORM_SECTIONS)[number]['fields'][number],
): string => {
  if (field === 'type') return request.type ? requestTypeLabel(request.type) : '';
  if (field === 'protocolDate') return request.protocolDate ? formatDate(request.protocolDate) : '';
  return request[field] ?? '';
};

/** The request form as sent ('requestDocument'): every field of the three steps and the attachments. */
export const renderRequestForm = (request: Request, sentAt: Date): Promise<Buffer> => {
  const title = `Richiesta n. ${request.identifier ?? ''}`;
  const doc = newPdf({ title });
  return pdfToBuffer(doc, () => {
    doc.font('Helvetica-Bold').fontSize(16).text(title);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(`Inviata il ${formatDateTime(sentAt)}`);
    doc.fillColor('#000000').moveDown();
    for (const section of REQUEST_FORM_SECTIONS) {
      doc.font('Helvetica-Bold').fontSize(12).text(section.title).moveDown(0.3);
      for (const field of section.fields) {
        doc.font('Helvetica-Bold').fontSize(9).text(`${REQUEST_FIELD_LABELS[field]}: `, { continued: true });
        doc.font('Helvetica').text(fieldText(request, field) || '-');
      }
      doc.moveDown();
    }
    doc.font('Helvetica-Bold').fontSize(12).text('Allegati').moveDown(0.3);
    doc.font('Helvetica').fontSize(9);
    if (request.documents.length === 0) doc.text('Nessun allegato');
    for (const attachment of request.documents) doc.text(`${attachment.type}: ${attachment.fileName}`);
  });
};
