import { formatDateTime, type Registration } from '@cet-portal/api-client';
import { useTranslation } from 'react-i18next';
import { DocumentDownload } from '../../api/DocumentDownload';
import { DetailList } from '../../requests/DetailList';

/** What a registration says: the person, the company (marked when proposed), the relation, the letter. */
export const RegistrationSummary = ({ registration }: { registration: Registration }) => {
  const { t } = useTranslation();
  const { company } = registration;
  return (
    <DetailList
      items={[
        { label: t('registration.summary.person'), value: `${registration.name} ${registration.surname}` },
        { label: t('registration.summary.fiscalCode'), value: registration.user.fiscalCode },
        { label: t('registration.summary.email'), value: registration.email },
        {
          label: t('registration.summary.company'),
          value: company.proposed
            ? t('registration.summary.proposedCompany', { name: company.name, vat: company.vat })
            : t('registration.summary.registeredCompany', { name: company.name, vat: company.vat }),
        },
        ...(company.proposed
          ? [
              { label: t('registration.summary.address'), value: company.address ?? '' },
              { label: t('registration.summary.pec'), value: company.pec ?? '' },
            ]
          : []),
        {
          label: t('registration.summary.relation'),
          value: t(`registration.relations.${registration.relation}`),
        },
        ...(registration.delegationLetter
          ? [
              {
                label: t('registration.summary.letter'),
                value: (
                  <DocumentDownload
                    document={registration.delegationLetter}
                    label={t('registration.downloadLetter', { name: registration.delegationLetter.fileName })}
                  />
                ),
              },
            ]
          : []),
        { label: t('registration.summary.submitted'), value: formatDateTime(registration.submitted) },
      ]}
    />
  );
};
