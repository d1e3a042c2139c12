import { labelsIn, REQUEST_FORM_STEPS, type Request } from '@cet-portal/api-client';
import { Card } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../requests/DetailList';

/** The promoter's fields, labelled and ordered as in the request form's first step. */
export const PromoterSection = ({ request }: { request: Request }) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language).requestFields;
  return (
    <Card title={t('showRequest.promoter.heading')}>
      <DetailList
        items={REQUEST_FORM_STEPS.promoter.map((field) => ({ label: labels[field], value: request[field] }))}
      />
    </Card>
  );
};
