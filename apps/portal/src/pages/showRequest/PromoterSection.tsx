import { labelsIn, REQUEST_FORM_STEPS, type Request } from '@cet-portal/api-client';
import { Card } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../requests/DetailList';
import { countryName, useProvinceName } from '../../requests/promoterPlace';

/**
 * The promoter's fields, labelled and ordered as in the request form's first step; the country, the
 * province and who submitted it by name, as the form's selects offer them, rather than by code.
 */
export const PromoterSection = ({ request }: { request: Request }) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language).requestFields;
  const province = useProvinceName(request);
  const shown = {
    promoterCountry: countryName(request.promoterCountry, i18n.language),
    promoterProvince: province,
    delegatedBy: request.delegatedBy && t(`showRequest.promoter.delegatedBy.${request.delegatedBy}`),
  };
  return (
    <Card title={t('showRequest.promoter.heading')}>
      <DetailList
        items={REQUEST_FORM_STEPS.promoter.map((field) => ({
          label: labels[field],
          value: field in shown ? shown[field as keyof typeof shown] : request[field],
        }))}
      />
    </Card>
  );
};
