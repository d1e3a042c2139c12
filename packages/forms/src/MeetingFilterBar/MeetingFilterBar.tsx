import {
  type ConferenceFilter,
  conferenceFilterSchema,
  isoDateSchema,
  labelsIn,
} from '@cet-portal/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { FilterBar, nonEmpty } from '../internal/FilterBar';
import { FormDatePicker, FormSelect, FormTextField } from '../internal/fields';
import { formErrorMap } from '../validators/messages';

/** The contract's meeting filter as the bar holds it: days and state may be unset. */
export const meetingFilterBarSchema = conferenceFilterSchema.pick({ subject: true, agenda: true }).extend({
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
  state: conferenceFilterSchema.shape.state.unwrap().nullable(),
});

type FilterValues = z.input<typeof meetingFilterBarSchema>;

const ALL = 'ALL';
const EMPTY: FilterValues = { subject: '', agenda: '', startDate: null, endDate: null, state: null };

export interface MeetingFilterBarProps {
  /** The filter the bar starts from. @default {} */
  defaultFilter?: ConferenceFilter;
  /** Called on 'Cerca' with only the filters filled in, and on 'Cancella' with none. */
  onSearch: (filter: ConferenceFilter) => void;
}

/**
 * The meeting list's filters: subject, agenda, start date, end date and state ('Aperta' or
 * 'Chiusa'). Only the non-empty filters are sent, as the contract's typed filter.
 */
export const MeetingFilterBar = ({ defaultFilter = {}, onSearch }: MeetingFilterBarProps) => {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const labels = labelsIn(i18n.language);
  const { control, handleSubmit, reset } = useForm<
    FilterValues,
    unknown,
    z.output<typeof meetingFilterBarSchema>
  >({
    defaultValues: { ...EMPTY, ...nonEmpty(defaultFilter) },
    resolver: zodResolver(meetingFilterBarSchema, { error: formErrorMap }),
  });

  const search = handleSubmit((values) => onSearch(conferenceFilterSchema.parse(nonEmpty(values))));

  const clear = () => {
    reset(EMPTY);
    onSearch({});
  };

  const field = (name: keyof FilterValues) => ({ control, name, label: t(`meetingFilterBar.${name}`) });

  return (
    <FilterBar
      label={t('meetingFilterBar.label')}
      activeCount={Object.keys(nonEmpty(defaultFilter)).length}
      onSubmit={search}
      onReset={clear}
    >
      <FormTextField {...field('subject')} />
      <FormTextField {...field('agenda')} />
      <FormDatePicker {...field('startDate')} />
      <FormDatePicker {...field('endDate')} />
      <FormSelect
        {...field('state')}
        items={[
          { id: ALL, label: t('common.allStates') },
          { id: 'open', label: labels.meetingStatuses.open },
          { id: 'closed', label: labels.meetingStatuses.closed },
        ]}
        emptyOptionId={ALL}
      />
    </FilterBar>
  );
};
