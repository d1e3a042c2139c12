import { useEffect, useId, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { type DropItem, FileTrigger, isFileDropItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button, TriggerButton } from '../Button';
import { UI_NAMESPACE } from '../i18n/resources';
import { RequiredMark } from '../internal/field.styles';
import { ProgressBar, Spinner } from '../Spinner';
import { CurrentFile, ErrorText, Hint, Label, Root, Status, Zone, ZoneText } from './FileUpload.styles';

export interface FileUploadProps {
  /** The document the file is for, e.g. 'Protocollo'; it names the group and the drop area. */
  label: string;
  /**
   * MIME types (`'application/pdf'`, `'image/*'`) or extensions (`'.p7m'`) accepted; other files
   * are refused with a message. @default undefined (any type)
   */
  acceptedFileTypes?: readonly string[];
  /** Largest file accepted, in bytes; a larger one is refused with a message. @default 20971520 (20 MB) */
  maxSizeBytes?: number;
  /** Name of the file already stored, shown with the replace and remove actions. @default undefined */
  currentFileName?: string;
  /**
   * Receives the chosen file once it passes the checks; a progress bar shows until the promise
   * settles. Call `reportProgress(0..100)` to make the bar determinate; a rejection shows an error.
   */
  onUpload: (file: File, reportProgress: (percent: number) => void) => Promise<void>;
  /**
   * Asked with the checked file before `onUpload`, e.g. to confirm it in a dialog: the file is sent
   * only when this resolves `true`, and nothing on the field changes when it resolves `false`.
   * @default undefined (the file is sent as soon as it is chosen)
   */
  confirmUpload?: (file: File) => Promise<boolean>;
  /** Removes the stored file; without it there is no remove action. @default undefined */
  onRemove?: () => void;
  /** Whether choosing, dropping and removing are disabled. @default false */
  isDisabled?: boolean;
  /** Whether the document is required: marked on the label, and said to screen readers. @default false */
  isRequired?: boolean;
  /** A message of the form about this document, e.g. that it is missing; described on the group. @default undefined */
  errorMessage?: string;
}

const MEGABYTE = 1024 * 1024;

/** What the spec logs when an upload is attempted without a file (meetings-and-administration, errors). */
const NO_FILE_LOG = 'Nessun file selezionato';

/** 'application/pdf' → 'PDF', '.p7m' → 'P7M', 'image/*' → 'IMAGE/*': short names for the messages. */
const typeName = (type: string) =>
  (type.startsWith('.') ? type.slice(1) : (type.split('/')[1] ?? type)).toUpperCase();

const matchesType = (file: File, accepted: readonly string[]) =>
  accepted.some((type) => {
    if (type.startsWith('.')) return file.name.toLowerCase().endsWith(type.toLowerCase());
    if (type.endsWith('/*')) return file.type.startsWith(type.slice(0, -1));
    return file.type === type;
  });

type Upload = { name: string; progress: number | null };
type Outcome =
  | { kind: 'uploaded'; name: string }
  | { kind: 'failed'; name: string; reason?: string }
  | { kind: 'refused'; message: string };
type Translate = ReturnType<typeof useTranslation>['t'];

const describeSuccess = (outcome: Outcome | null, t: Translate) =>
  outcome?.kind === 'uploaded' ? t('fileUpload.uploaded', { name: outcome.name }) : '';

const describeError = (outcome: Outcome | null, t: Translate) => {
  if (outcome?.kind === 'refused') return outcome.message;
  if (outcome?.kind === 'failed')
    return outcome.reason
      ? t('fileUpload.failedBecause', { name: outcome.name, reason: outcome.reason })
      : t('fileUpload.failed', { name: outcome.name });
  return null;
};

/**
 * A file field for one document: a button that opens the file chooser and a drop zone (React Aria's
 * FileTrigger and DropZone, both usable by keyboard; the zone also accepts a pasted file). It checks
 * type and size, then hands the File to `onUpload`; it never talks to the network itself.
 */
export const FileUpload = ({
  label,
  acceptedFileTypes,
  maxSizeBytes = 20 * MEGABYTE,
  currentFileName,
  onUpload,
  confirmUpload,
  onRemove,
  isDisabled = false,
  isRequired = false,
  errorMessage,
}: FileUploadProps) => {
  const { t } = useTranslation(UI_NAMESPACE);
  const labelId = useId();
  const hintId = useId();
  const formErrorId = useId();
  const chooserRef = useRef<HTMLSpanElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const size = String(Math.round((maxSizeBytes / MEGABYTE) * 10) / 10);
  const types = acceptedFileTypes?.map(typeName).join(', ');
  const isBusy = upload !== null;

  const send = async (file: File) => {
    if (acceptedFileTypes && !matchesType(file, acceptedFileTypes)) {
      setOutcome({ kind: 'refused', message: t('fileUpload.wrongType', { types }) });
      return;
    }
    if (file.size > maxSizeBytes) {
      setOutcome({ kind: 'refused', message: t('fileUpload.tooLarge', { size }) });
      return;
    }
    if (confirmUpload && !(await confirmUpload(file))) return;
    setOutcome(null);
    setUpload({ name: file.name, progress: null });
    try {
      await onUpload(file, (percent) => setUpload({ name: file.name, progress: percent }));
      setOutcome({ kind: 'uploaded', name: file.name });
    } catch (error) {
      // The server's reason (a format it refuses, a size over its limit) tells the user what to change.
      const reason = error instanceof Error && error.message ? error.message : undefined;
      setOutcome({ kind: 'failed', name: file.name, reason });
    } finally {
      setUpload(null);
    }
  };

  // Never silent: the log the spec asks for, and the same words for the user beside the field.
  const refuseNoFile = () => {
    console.warn(NO_FILE_LOG);
    setOutcome({ kind: 'refused', message: t('fileUpload.noFile') });
  };
  const refuseNoFileRef = useRef(refuseNoFile);
  refuseNoFileRef.current = refuseNoFile;
  useEffect(() => {
    // The chooser closed without a file: the browser fires `cancel` on the input, never `change`.
    const input = inputRef.current;
    const onCancel = () => refuseNoFileRef.current();
    input?.addEventListener('cancel', onCancel);
    return () => input?.removeEventListener('cancel', onCancel);
  }, []);

  const receive = async (items: DropItem[]) => {
    const item = items.find(isFileDropItem);
    if (item) await send(await item.getFile());
    else refuseNoFile();
  };

  const remove = () => {
    onRemove?.();
    setOutcome(null);
    // The remove button goes away with the file: keep keyboard focus on the chooser, not the page.
    chooserRef.current?.querySelector('button')?.focus();
  };

  const status = upload ? t('fileUpload.uploading', { name: upload.name }) : describeSuccess(outcome, t);
  const error = describeError(outcome, t);

  return (
    <Root
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errorMessage ? `${hintId} ${formErrorId}` : hintId}
    >
      <Label id={labelId}>
        {label}
        {isRequired && (
          <>
            <RequiredMark aria-hidden="true">*</RequiredMark>
            <VisuallyHidden> {t('fileUpload.required')}</VisuallyHidden>
          </>
        )}
      </Label>
      <Hint id={hintId}>
        {types && `${t('fileUpload.types', { types })} `}
        {t('fileUpload.maxSize', { size })}
      </Hint>
      {currentFileName && (
        <CurrentFile>
          <span>
            {t('fileUpload.current')} <strong>{currentFileName}</strong>
          </span>
          {onRemove && (
            <Button
              variant="link"
              aria-label={t('fileUpload.removeLabel', { name: currentFileName })}
              isDisabled={isDisabled || isBusy}
              onPress={remove}
            >
              {t('fileUpload.remove')}
            </Button>
          )}
        </CurrentFile>
      )}
      <Zone
        aria-label={t('fileUpload.dropZone', { label })}
        isDisabled={isDisabled || isBusy}
        onDrop={(event) => void receive(event.items)}
      >
        <ZoneText slot="label">{t('fileUpload.dropHere')}</ZoneText>
        <span ref={chooserRef}>
          <FileTrigger
            ref={inputRef}
            acceptedFileTypes={acceptedFileTypes}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) void send(file);
              else refuseNoFile();
            }}
          >
            <TriggerButton variant="secondary" isDisabled={isDisabled || isBusy}>
              {currentFileName ? t('fileUpload.replace') : t('fileUpload.choose')}
            </TriggerButton>
          </FileTrigger>
        </span>
      </Zone>
      {upload &&
        (upload.progress === null ? (
          <Spinner label={status} />
        ) : (
          <ProgressBar label={upload.name} value={upload.progress} />
        ))}
      <Status role="status">{status}</Status>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {errorMessage && !error && <ErrorText id={formErrorId}>{errorMessage}</ErrorText>}
    </Root>
  );
};
