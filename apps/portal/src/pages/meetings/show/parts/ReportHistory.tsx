import { type ConferenceReportVersion, formatDate } from '@cet-portal/api-client';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DocumentDownload } from '../../../../api/DocumentDownload';

const Versions = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};
  ol {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/**
 * Every version of a request's report in the meeting, oldest first, with who wrote it and when:
 * corrections made until the meeting closes keep what was there before. Nothing while there is at
 * most one version.
 */
export const ReportHistory = ({ versions }: { versions: readonly ConferenceReportVersion[] }) => {
  const { t } = useTranslation();
  if (versions.length < 2) return null;
  return (
    <Versions>
      <summary>{t('meetings.detail.report.history', { count: versions.length })}</summary>
      <ol>
        {/* One write records at most one version of each kind: date and kind name a version. */}
        {versions.map((version) => (
          <li key={`${version.date}-${version.kind}`}>
            {t('meetings.detail.report.version', {
              kind: t(`meetings.detail.report.kinds.${version.kind}`),
              date: formatDate(version.date),
              name: version.user?.fullname ?? t('meetings.detail.report.unknownAuthor'),
            })}{' '}
            {version.file ? (
              <DocumentDownload
                document={version.file}
                label={t('meetings.detail.report.download', { name: version.file.fileName })}
              />
            ) : (
              version.body
            )}
          </li>
        ))}
      </ol>
    </Versions>
  );
};
