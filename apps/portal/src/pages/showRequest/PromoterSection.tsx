import type { Request } from '@cet-portal/api-client';
import { Card } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../requests/DetailList';

/** The promoter's fields, in the order of the request form's first step. */
const PROMOTER_FIELDS = [
  'promoterName',
  'promoterVat',
  'promoterAddress',
  'promoterCity',
  'promoterProvince',
  'promoterPostalCode',
  'promoterCountry',
  'promoterTel',
  'promoterEmail',
  'promoterPec',
  'promoterLegalName',
  'promoterLegalSurname',
] as const satisfies readonly (keyof Request)[];

export const PromoterSection = ({ request }: { request: Request }) => {
  const { t } = useTranslation();
  return (
    <Card title={t('showRequest.promoter.heading')}>
      <DetailList
        items={[
          ...PROMOTER_FIELDS.map((field) => ({
            label: t(`showRequest.promoter.${field}`),
            value: request[field],
          })),
          { label: t('showRequest.promoter.delegatedBy'), value: request.delegatedBy },
        ]}
      />
    </Card>
  );
};
