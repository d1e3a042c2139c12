import type { DocumentRef } from '@cet-portal/api-client';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DocumentDownload } from '../../../../api/DocumentDownload';

const Lines = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export interface ReportViewProps {
  report: string | undefined;
  reportFile: DocumentRef | undefined;
  omissisFile: DocumentRef | undefined;
}

/** A request's report as saved: its text and, when there are any, its file and omissis file. */
export const ReportView = ({ report, reportFile, omissisFile }: ReportViewProps) => {
  const { t } = useTranslation();
  return (
    <Lines>
      <dt>{t('meetings.detail.report.text')}</dt>
      <dd>{report || t('meetings.detail.report.none')}</dd>
      {reportFile && (
        <>
          <dt>{t('meetings.detail.report.file')}</dt>
          <dd>
            <DocumentDownload
              document={reportFile}
              label={t('meetings.detail.report.download', { name: reportFile.fileName })}
            />
          </dd>
        </>
      )}
      {omissisFile && (
        <>
          <dt>{t('meetings.detail.report.omissis')}</dt>
          <dd>
            <DocumentDownload
              document={omissisFile}
              label={t('meetings.detail.report.download', { name: omissisFile.fileName })}
            />
          </dd>
        </>
      )}
    </Lines>
  );
};
