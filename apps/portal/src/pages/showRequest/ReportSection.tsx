import type { Request } from '@cet-portal/api-client';
import { Button, Card, FileUpload } from '@cet-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { downloadDocument, uploadReport } from './fileActions';
import { FileLine, Muted } from './ShowRequestPage.styles';
import { requestQuery, useIsCurrentRapporteur } from './showRequestQueries';
import { reportAccess } from './showRequestRules';

/** A report is a document: the server's accepted types without spreadsheets, archives and images. */
const REPORT_FILE_TYPES = ['.pdf', '.p7m', '.doc', '.docx', '.odt'];

export interface ReportSectionProps {
  request: Request;
  /** Reads the request again, as a stale upload (409) offers. */
  onReload: () => void;
}

/** The report (verbale): its file for those who may see it, and its upload for SEG, CET and PRE. */
export const ReportSection = ({ request, onReload }: ReportSectionProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { role, user } = useSession();
  const userId = user?._id;
  // A committee member or the president uploads only as the request's rapporteur in its meeting.
  const asksRapporteur = (role === 'CET' || role === 'PRE') && request.reportDocument !== null;
  const isRapporteur = useIsCurrentRapporteur(request, userId, asksRapporteur);
  const access = reportAccess(role, request, isRapporteur);
  if (access === 'hidden') return null;
  const report = request.reportDocument;

  return (
    <Card title={t('showRequest.report.heading')}>
      {report ? (
        <FileLine>
          <span>{report.fileName}</span>
          <Button
            variant="link"
            aria-label={t('showRequest.download', { name: report.fileName })}
            onPress={() => void downloadDocument(role, report._id)}
          >
            {t('showRequest.downloadShort')}
          </Button>
        </FileLine>
      ) : (
        <Muted>{t('showRequest.report.none')}</Muted>
      )}
      {access === 'uploadDisabled' && <Muted>{t('showRequest.report.uploadUnavailable')}</Muted>}
      {(access === 'upload' || access === 'uploadDisabled') && (
        <FileUpload
          label={report ? t('showRequest.report.replace') : t('showRequest.report.upload')}
          acceptedFileTypes={REPORT_FILE_TYPES}
          isDisabled={access === 'uploadDisabled'}
          onUpload={async (file) => {
            const updated = await uploadReport(role, request, file, onReload);
            queryClient.setQueryData(requestQuery(role, request._id).queryKey, updated);
          }}
        />
      )}
    </Card>
  );
};
