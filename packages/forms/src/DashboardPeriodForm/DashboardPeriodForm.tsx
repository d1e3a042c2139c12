import { isoDateSchema, labelsIn, type RequestType, requestTypeSchema } from '@cet-portal/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { FilterBar, typeFilterItems } from '../internal/FilterBar';
import { FormDatePicker, FormSelect } from '../internal/fields';
import { formErrorMap } from '../validators/messages';

/** A day the form cannot leave empty (a cleared date picker holds null). */
const requiredDay = isoDateSchema
  .nullable()
  .refine((day) => day !== null, { message: 'required-field' })
  .transform((day) => day as string);

/** The period as the form holds it: both days required, in order; the type unset for every type. */
export const dashboardPeriodFormSchema = z
  .object({ from: requiredDay, to: requiredDay, type: requestTypeSchema.nullable() })
  .refine((values) => values.from <= values.to, { message: 'date-order-invalid', path: ['to'] });

type PeriodValues = z.input<typeof dashboardPeriodFormSchema>;

/** The period the dashboard's figures cover, both days included, and optionally one request type. */
export interface DashboardPeriod {
  from: string;
  to: string;
  type?: RequestType;
}

const ALL = 'ALL';

export interface DashboardPeriodFormProps {
  /** The period shown now. */
  period: DashboardPeriod;
  /** The period 'Cancella' goes back to, e.g. the last twelve months. */
  defaultPeriod: DashboardPeriod;
  /** Called on 'Cerca' with a valid period, and on 'Cancella' with the default one. */
  onChange: (period: DashboardPeriod) => void;
}

/** The dashboard's filters: the first and last day of the period and one type, or all of them. */
export const DashboardPeriodForm = ({ period, defaultPeriod, onChange }: DashboardPeriodFormProps) => {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const labels = labelsIn(i18n.language);
  const valuesOf = ({ from, to, type }: DashboardPeriod): PeriodValues => ({ from, to, type: type ?? null });
  const { control, handleSubmit, reset } = useForm<
    PeriodValues,
    unknown,
    z.output<typeof dashboardPeriodFormSchema>
  >({
    defaultValues: valuesOf(period),
    resolver: zodResolver(dashboardPeriodFormSchema, { error: formErrorMap }),
  });

  const search = handleSubmit(({ from, to, type }) => onChange(type ? { from, to, type } : { from, to }));
  const clear = () => {
    reset(valuesOf(defaultPeriod));
    onChange(defaultPeriod);
  };
  const isDefault =
    period.from === defaultPeriod.from &&
    period.to === defaultPeriod.to &&
    period.type === defaultPeriod.type;

  return (
    <FilterBar
      label={t('dashboardPeriodForm.label')}
      activeCount={isDefault ? 0 : 1}
      onSubmit={search}
      onReset={clear}
    >
      <FormDatePicker control={control} name="from" label={t('dashboardPeriodForm.from')} isRequired />
      <FormDatePicker control={control} name="to" label={t('dashboardPeriodForm.to')} isRequired />
      <FormSelect
        control={control}
        name="type"
        label={t('dashboardPeriodForm.type')}
        items={typeFilterItems(t('common.allTypes'), labels, ALL)}
        emptyOptionId={ALL}
      />
    </FilterBar>
  );
};
