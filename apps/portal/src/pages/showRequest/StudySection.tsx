import { formatDate, labelsIn, REQUEST_FORM_STEPS, type Request } from '@cet-portal/api-client';
import { Card } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../requests/DetailList';

/** The study's fields, labelled and ordered as in the request form's second step. */
export const StudySection = ({ request }: { request: Request }) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language).requestFields;
  return (
    <Card title={t('showRequest.study.heading')}>
      <DetailList
        items={REQUEST_FORM_STEPS.study.map((field) => ({
          label: labels[field],
          value:
            field === 'protocolDate'
              ? request.protocolDate && formatDate(request.protocolDate)
              : request[field],
        }))}
      />
    </Card>
  );
};
