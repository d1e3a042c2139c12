// biome-ignore-all lint/a11y/noRedundantRoles: where the table's parts are displayed as blocks (its stacked rows on a narrow screen), Safari drops their table semantics; explicit roles keep them for screen readers.
import { useId } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Disclosure } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TriggerButton } from '../Button';
import { truncateText } from '../DataTable/truncateText';
import { UI_NAMESPACE } from '../i18n/resources';
import { ChevronIcon } from '../internal/ChevronIcon';
import { Tooltip } from '../Tooltip';
import {
  Chevron,
  FileLine,
  HistoryPanel,
  Missing,
  Muted,
  RequiredMark,
  ScrollRegion,
  Table,
} from './AttachmentTable.styles';

/** A document type of the request's configuration. */
export interface AttachmentDocumentType {
  /** The type's label, which attachments name in their `type`. */
  label: string;
  /** Whether the request needs a file of this type. @default false */
  required?: boolean;
}

/** One uploaded file; several of one type are that type's versions. */
export interface Attachment {
  /** The stored document's id. */
  id: string;
  fileName: string;
  /** The label of the document type it was uploaded for. */
  type: string;
  /** When it was uploaded: an ISO date-time or a Date. */
  updated: string | Date;
}

export interface AttachmentTableProps {
  /** Names the table, e.g. 'Allegati'. */
  caption: string;
  /** Whether the caption is visible; otherwise only screen readers read it. @default true */
  showCaption?: boolean;
  /** The document types, in display order; types only found in `attachments` follow them. */
  documentTypes: readonly AttachmentDocumentType[];
  /** Every version of every file; the newest of a type is its current file. */
  attachments: readonly Attachment[];
  /** Called when a file's download action is pressed; the caller fetches and saves it. */
  onDownload: (attachment: Attachment) => void;
  /** File names longer than this many characters are cut, with the full name in a tooltip. @default 32 */
  truncateAt?: number;
}

/** Dates as the spec writes them, dd/MM/yyyy, on the committee's calendar. */
const formatDay = (value: string | Date) =>
  new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date(value));

const isoOf = (value: string | Date) => new Date(value).toISOString();

const newestFirst = (a: Attachment, b: Attachment) =>
  new Date(b.updated).getTime() - new Date(a.updated).getTime();

interface FileEntryProps {
  attachment: Attachment;
  truncateAt: number;
  onDownload: (attachment: Attachment) => void;
}

/**
 * A file's name and its download action. A cut name stays whole for screen readers, and the action's
 * tooltip shows it whole on hover and keyboard focus. The name is not the button's text: a cut
 * visible label would not match the button's full accessible name (WCAG 2.5.3).
 */
const FileEntry = ({ attachment, truncateAt, onDownload }: FileEntryProps) => {
  const { t } = useTranslation(UI_NAMESPACE);
  const name = attachment.fileName;
  const shown = truncateText(name, truncateAt);
  // A tooltip's trigger when the name is cut short: React Aria must drive it.
  const download = (
    <TriggerButton
      variant="link"
      aria-label={t('attachmentTable.downloadFile', { name })}
      onPress={() => onDownload(attachment)}
    >
      {t('attachmentTable.download')}
    </TriggerButton>
  );
  if (shown === name) {
    return (
      <FileLine>
        <span>{name}</span>
        {download}
      </FileLine>
    );
  }
  return (
    <FileLine>
      <span>
        <span aria-hidden="true">{shown}</span>
        <VisuallyHidden>{name}</VisuallyHidden>
      </span>
      <Tooltip content={name}>{download}</Tooltip>
    </FileLine>
  );
};

/** The columns, in order: their headers, and the labels of a stacked row's cells. */
const COLUMNS = ['type', 'file', 'uploaded', 'history'] as const;

/**
 * The attachments of a request, one row per document type: its current file with the upload date and
 * a download action, 'Documento non presente' when it has none, and its earlier versions behind a
 * disclosure. Where its container is narrower than the four columns, each row stacks as a card with
 * the columns' labels (AttachmentTable.styles.ts).
 */
export const AttachmentTable = ({
  caption,
  showCaption = true,
  documentTypes,
  attachments,
  onDownload,
  truncateAt = 32,
}: AttachmentTableProps) => {
  const { t } = useTranslation(UI_NAMESPACE);
  const captionId = useId();
  const versionsByType = new Map<string, Attachment[]>();
  for (const attachment of [...attachments].sort(newestFirst)) {
    versionsByType.set(attachment.type, [...(versionsByType.get(attachment.type) ?? []), attachment]);
  }
  const knownTypes = new Set(documentTypes.map((type) => type.label));
  const rows: AttachmentDocumentType[] = [
    ...documentTypes,
    ...[...versionsByType.keys()].filter((label) => !knownTypes.has(label)).map((label) => ({ label })),
  ];

  return (
    // The rows stack before the table outgrows its box; should very large text still overflow it, a
    // labelled, focusable region lets keyboard users scroll it.
    <ScrollRegion role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table role="table">
        <caption id={captionId}>{showCaption ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} role="columnheader" scope="col">
                {t(`attachmentTable.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((type) => {
            const [current, ...earlier] = versionsByType.get(type.label) ?? [];
            return (
              <tr key={type.label} role="row">
                <th role="rowheader" scope="row">
                  {type.label}
                  {type.required && <RequiredMark>{t('attachmentTable.required')}</RequiredMark>}
                </th>
                <td role="cell" data-label={t('attachmentTable.file')}>
                  {current ? (
                    <FileEntry attachment={current} truncateAt={truncateAt} onDownload={onDownload} />
                  ) : (
                    <Missing>{t('attachmentTable.missing')}</Missing>
                  )}
                </td>
                <td role="cell" data-label={t('attachmentTable.uploaded')}>
                  {current && <time dateTime={isoOf(current.updated)}>{formatDay(current.updated)}</time>}
                </td>
                <td role="cell" data-label={t('attachmentTable.history')}>
                  {earlier.length > 0 ? (
                    <Disclosure>
                      <TriggerButton slot="trigger" variant="link">
                        {t('attachmentTable.previous', { count: earlier.length })}
                        <Chevron>
                          <ChevronIcon />
                        </Chevron>
                      </TriggerButton>
                      <HistoryPanel>
                        <ul>
                          {earlier.map((version) => (
                            <li key={version.id}>
                              <FileEntry
                                attachment={version}
                                truncateAt={truncateAt}
                                onDownload={onDownload}
                              />
                              <time dateTime={isoOf(version.updated)}>{formatDay(version.updated)}</time>
                            </li>
                          ))}
                        </ul>
                      </HistoryPanel>
                    </Disclosure>
                  ) : (
                    <Muted>{t('attachmentTable.noPrevious')}</Muted>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </ScrollRegion>
  );
};
