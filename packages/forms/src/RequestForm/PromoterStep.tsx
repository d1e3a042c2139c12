import { type City, DEFAULT_COUNTRY, type Province } from '@cet-portal/api-client';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { LoadFailure } from '../internal/feedback';
import { FormSelect, FormTextField } from '../internal/fields';
import { FieldGrid, FullRow } from '../internal/layout';
import { useAsyncOptions } from '../internal/useAsyncOptions';
import { countryOptions } from './countries';
import type { RequestFormValues } from './requestFormSchema';
import { useIsRequestReadOnly, useRequestFieldProps } from './useRequestFieldProps';

export interface PromoterStepProps {
  countries: readonly string[];
  loadProvinces: () => Promise<readonly Province[]>;
  loadCities: (provinceCode: string) => Promise<readonly City[]>;
  /** Whether name and VAT came from the user's company. */
  isPrefilled: boolean;
}

/**
 * Step 1, the promoter. Italy enables the province and city selects (the city waits for a
 * province); any other country clears and disables the province and makes the city free text.
 */
export const PromoterStep = ({ countries, loadProvinces, loadCities, isPrefilled }: PromoterStepProps) => {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const { control, setValue, clearErrors } = useFormContext<RequestFormValues>();
  const [country, province] = useWatch({ control, name: ['promoterCountry', 'promoterProvince'] });
  const isItaly = country === DEFAULT_COUNTRY;
  const provinces = useAsyncOptions(isItaly ? 'provinces' : null, loadProvinces);
  const cities = useAsyncOptions(isItaly && province ? province : null, () => loadCities(province));
  const countryItems = useMemo(() => countryOptions(countries, i18n.language), [countries, i18n.language]);
  const text = useRequestFieldProps();
  const isReadOnly = useIsRequestReadOnly();

  const changeCountry = (next: string | null) => {
    // A city typed for another country, or chosen from an Italian list, does not belong to the new one.
    setValue('promoterCity', '');
    if (next !== DEFAULT_COUNTRY) {
      setValue('promoterProvince', '');
      clearErrors(['promoterProvince', 'promoterCity']);
    }
  };

  return (
    <FieldGrid>
      <FormTextField
        {...text('promoterName')}
        autoComplete="organization"
        description={isPrefilled ? t('requestForm.hints.prefilled') : undefined}
      />
      <FormTextField
        {...text('promoterVat')}
        description={isPrefilled ? t('requestForm.hints.prefilled') : undefined}
      />
      <FullRow>
        <FormTextField {...text('promoterAddress')} autoComplete="street-address" />
      </FullRow>
      <FormSelect
        {...text('promoterCountry')}
        items={countryItems}
        emptyValue=""
        onValueChange={changeCountry}
      />
      <div>
        <FormSelect
          {...text('promoterProvince')}
          isRequired={isItaly}
          isDisabled={isReadOnly || !isItaly}
          items={provinces.items.map(({ code, name }) => ({ id: code, label: `${name} (${code})` }))}
          emptyValue=""
          description={
            !isItaly
              ? t('requestForm.hints.provinceOnlyItaly')
              : provinces.isLoading
                ? t('requestForm.hints.loadingProvinces')
                : undefined
          }
          onValueChange={() => setValue('promoterCity', '')}
        />
        {provinces.hasFailed && (
          <LoadFailure message={t('requestForm.errors.provinces')} onRetry={provinces.retry} />
        )}
      </div>
      <div>
        {isItaly ? (
          <FormSelect
            {...text('promoterCity')}
            isDisabled={isReadOnly || !province}
            items={cities.items.map(({ name }) => ({ id: name, label: name }))}
            emptyValue=""
            description={
              !province
                ? t('requestForm.hints.cityAfterProvince')
                : cities.isLoading
                  ? t('requestForm.hints.loadingCities')
                  : undefined
            }
          />
        ) : (
          <FormTextField {...text('promoterCity')} autoComplete="address-level2" />
        )}
        {cities.hasFailed && <LoadFailure message={t('requestForm.errors.cities')} onRetry={cities.retry} />}
      </div>
      <FormTextField
        {...text('promoterPostalCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        description={t('requestForm.hints.postalCode')}
      />
      <FormTextField {...text('promoterTel')} type="tel" autoComplete="tel" />
      <FormTextField {...text('promoterEmail')} type="email" autoComplete="email" />
      <FormTextField {...text('promoterPec')} type="email" />
      <FormTextField {...text('promoterLegalName')} />
      <FormTextField {...text('promoterLegalSurname')} />
      <FormSelect
        {...text('delegatedBy')}
        items={(['CRO', 'Promotore'] as const).map((value) => ({
          id: value,
          label: t(`requestForm.delegatedBy.${value}`),
        }))}
      />
    </FieldGrid>
  );
};
