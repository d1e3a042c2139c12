import { formatDate, type Request } from '@cet-portal/api-client';
import { Card } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../requests/DetailList';

/** The study's text fields, in the order of the request form's second step. */
const STUDY_TEXT_FIELDS = [
  'studyTitle',
  'eudraCTNumber',
  'protocolNumber',
  'protocolVersion',
] as const satisfies readonly (keyof Request)[];

export const StudySection = ({ request }: { request: Request }) => {
  const { t } = useTranslation();
  return (
    <Card title={t('showRequest.study.heading')}>
      <DetailList
        items={[
          ...STUDY_TEXT_FIELDS.map((field) => ({
            label: t(`showRequest.study.${field}`),
            value: request[field],
          })),
          {
            label: t('showRequest.study.protocolDate'),
            value: request.protocolDate && formatDate(request.protocolDate),
          },
          { label: t('showRequest.study.principalInvestigator'), value: request.principalInvestigator },
          { label: t('showRequest.study.investigationalDrug'), value: request.investigationalDrug },
        ]}
      />
    </Card>
  );
};
