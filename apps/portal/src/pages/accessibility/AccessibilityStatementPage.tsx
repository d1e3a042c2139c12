import { formatDate } from '@cet-portal/api-client';
import { PageTitle } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import type { AccessibilityStatement } from '../../config/portalConfig';
import { usePortalConfig } from '../../config/usePortalConfig';

/**
 * `/accessibilita`: the 'Dichiarazione di accessibilità' that Italian public administrations publish,
 * after AgID's model — conformance to WCAG 2.1 AA, what is not accessible and why, how to report a
 * problem (the feedback link) and where to turn if the answer does not satisfy. Its data is the
 * region's, from the server's configuration.
 */
export const AccessibilityStatementView = ({ statement }: { statement: AccessibilityStatement }) => {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('accessibility.title')}</PageTitle>
      <p>{t('accessibility.intro', { entity: statement.entity, site: statement.siteUrl })}</p>
      <h2>{t('accessibility.status.heading')}</h2>
      <p>{t(`accessibility.status.${statement.conformance}`)}</p>
      <h2>{t('accessibility.inaccessible.heading')}</h2>
      {statement.issues.length === 0 ? (
        <p>{t('accessibility.inaccessible.none')}</p>
      ) : (
        <ul>
          {statement.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      <h2>{t('accessibility.prepared.heading')}</h2>
      <p>{t('accessibility.prepared.text', { date: formatDate(statement.preparedOn) })}</p>
      <h2>{t('accessibility.feedback.heading')}</h2>
      <p>{t('accessibility.feedback.text')}</p>
      <ul>
        <li>
          <a href={statement.feedbackUrl}>{t('accessibility.feedback.link')}</a>
        </li>
        <li>
          <a href={`mailto:${statement.contactEmail}`}>
            {t('accessibility.feedback.email', { email: statement.contactEmail })}
          </a>
        </li>
      </ul>
      <h2>{t('accessibility.enforcement.heading')}</h2>
      <p>
        {t('accessibility.enforcement.text')}{' '}
        <a href="https://www.agid.gov.it/">{t('accessibility.enforcement.link')}</a>
      </p>
    </>
  );
};

export const AccessibilityStatementPage = () => {
  const config = usePortalConfig();
  return <AccessibilityStatementView statement={config.accessibility} />;
};
