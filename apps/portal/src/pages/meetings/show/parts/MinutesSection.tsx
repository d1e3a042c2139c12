import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  type Conference,
  type DocumentRef,
  meetingStatus,
  type RoleName,
} from '@cet-portal/api-client';
import { Button, ConfirmDialog, FileUpload, showToast } from '@cet-portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DocumentDownload } from '../../../../api/DocumentDownload';
import { downloadCall } from '../../../../api/files';
import { useCallMutation } from '../../../../api/queries';
import { appToasts } from '../../../../app/toasts';
import { reportFailure } from '../../../../errors/failureStore';
import { useSession } from '../../../../session/session';
import { reportingFailure, uploadMeetingFile, useMeetingCache } from '../../meetingQueries';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

interface MinutesPartProps {
  title: string;
  document: DocumentRef | null;
  emptyText: string;
  /** The upload's label when the user may upload now; otherwise there is no upload. */
  uploadLabel: string | null;
  onUpload: (file: File) => Promise<void>;
  /** The question asked before the chosen file is sent. */
  confirmTitle: string;
  /** What the file becomes once sent. */
  confirmText: string;
}

/** The file chosen and the answer awaited for it. */
interface Asking {
  file: File;
  answer: (confirmed: boolean) => void;
}

/**
 * One of the two minutes: its download, and for who may upload it the file field. Minutes are the
 * meeting's record (protocolled, announced to the committee): a chosen file is sent only once its
 * name has been confirmed, so a wrong pick costs nothing.
 */
const MinutesPart = ({
  title,
  document,
  emptyText,
  uploadLabel,
  onUpload,
  confirmTitle,
  confirmText,
}: MinutesPartProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const [asking, setAsking] = useState<Asking | null>(null);
  const confirmUpload = (file: File) =>
    new Promise<boolean>((answer) => {
      setAsking({ file, answer });
    });
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {document ? (
        <DocumentDownload
          document={document}
          label={t('meetings.detail.report.download', { name: document.fileName })}
        />
      ) : (
        <p>{emptyText}</p>
      )}
      {uploadLabel && (
        <FileUpload
          label={uploadLabel}
          acceptedFileTypes={ACCEPTED_DOCUMENT_EXTENSIONS}
          confirmUpload={confirmUpload}
          onUpload={onUpload}
        />
      )}
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(isOpen) => {
          // Closing after 'Carica' answers nothing more: a promise keeps its first answer.
          if (!isOpen) {
            asking?.answer(false);
            setAsking(null);
          }
        }}
        title={confirmTitle}
        confirmLabel={t('meetings.detail.minutes.confirmUpload')}
        onConfirm={() => asking?.answer(true)}
      >
        <p>{t('meetings.detail.minutes.chosenFile', { name: asking?.file.name ?? '' })}</p>
        <p>{confirmText}</p>
        {document && <p>{t('meetings.detail.minutes.replaces', { current: document.fileName })}</p>}
      </ConfirmDialog>
    </Section>
  );
};

/**
 * The draft of the minutes for the secretariat and the president: every request with its rapporteur,
 * its outcome and the conflicts of interest declared on it, as a PDF to complete before uploading.
 */
const MinutesDraftDownload = ({ meetingId }: { meetingId: string }) => {
  const { role } = useSession();
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadCall(role, 'conference.minutesDraft', { id: meetingId, type: 'PDF' });
    } catch (error) {
      reportFailure(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Section>
      <p>{t('meetings.detail.minutes.draftHint')}</p>
      <Button variant="secondary" onPress={download} isPending={isPending}>
        {t('meetings.detail.minutes.draft')}
      </Button>
    </Section>
  );
};

/**
 * 'Verbale Riunione' and its signed copy: the secretariat uploads the minutes while the meeting
 * is open, the president the signed minutes once the minutes are there; both are downloadable.
 */
export const MinutesSection = ({ meeting, role }: { meeting: Conference; role: RoleName }) => {
  const { t } = useTranslation();
  const meetingCache = useMeetingCache();
  const update = useCallMutation('conference.update');
  const isOpen = meetingStatus(meeting) === 'open';
  // The server never gives an applicant the minutes: saying that none exists would be untrue.
  const isRequester = role === 'RIC';
  const settled = meeting.requestsUsers.filter((entry) => entry.outcome);

  const upload =
    (field: 'conferenceDocument' | 'conferenceDocumentSigned', doneKey: string) => (file: File) =>
      reportingFailure(async () => {
        const stored = await uploadMeetingFile(role, file);
        meetingCache.show(
          await update.mutateAsync({
            _id: meeting._id,
            updated: meeting.updated,
            [field]: stored._id,
          }),
        );
        showToast(appToasts, { tone: 'success', title: t(doneKey) });
      }, meetingCache.reload);

  return (
    <>
      {settled.length > 0 && (
        <Section aria-label={t('meetings.detail.minutes.outcomes')}>
          <p>{t('meetings.detail.minutes.outcomes')}</p>
          <ul>
            {settled.map(({ request, outcome }) => (
              <li key={request._id}>
                {t('meetings.detail.minutes.outcomeItem', {
                  identifier: request.identifier ?? t('meetings.detail.noIdentifier'),
                  subject: request.subject,
                  outcome: t(`meetings.detail.outcomes.${outcome}`),
                })}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {(role === 'SEG' || role === 'PRE') && <MinutesDraftDownload meetingId={meeting._id} />}
      <MinutesPart
        title={t('meetings.detail.minutes.title')}
        document={meeting.conferenceDocument}
        emptyText={isRequester ? t('meetings.detail.minutes.reserved') : t('meetings.detail.minutes.empty')}
        uploadLabel={isOpen && role === 'SEG' ? t('meetings.detail.minutes.upload') : null}
        onUpload={upload('conferenceDocument', 'meetings.detail.minutes.uploaded')}
        confirmTitle={t('meetings.detail.minutes.confirmTitle')}
        confirmText={t('meetings.detail.minutes.confirmText', { subject: meeting.subject })}
      />
      <MinutesPart
        title={t('meetings.detail.minutes.signedTitle')}
        document={meeting.conferenceDocumentSigned}
        emptyText={
          isRequester ? t('meetings.detail.minutes.reserved') : t('meetings.detail.minutes.signedEmpty')
        }
        uploadLabel={
          isOpen && role === 'PRE' && meeting.conferenceDocument
            ? t('meetings.detail.minutes.uploadSigned')
            : null
        }
        onUpload={upload('conferenceDocumentSigned', 'meetings.detail.minutes.signedUploaded')}
        confirmTitle={t('meetings.detail.minutes.confirmSignedTitle')}
        confirmText={t('meetings.detail.minutes.confirmSignedText', { subject: meeting.subject })}
      />
    </>
  );
};
