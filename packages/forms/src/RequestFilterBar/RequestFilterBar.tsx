import {
  type DomainLabels,
  isoDateSchema,
  labelsIn,
  REQUEST_STATES,
  type RequestFilter,
  type RequestState,
  requestFilterSchema,
  requestTypeSchema,
} from '@cet-portal/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { FilterBar, nonEmpty, typeFilterItems } from '../internal/FilterBar';
import { FormCheckbox, FormDatePicker, FormSelect, FormTextField } from '../internal/fields';
import { emptyOr, formErrorMap } from '../validators/messages';

/** The list filter as the bar holds it: texts, a number typed as text, one state, one type, one day. */
export const requestFilterBarSchema = requestFilterSchema
  .pick({ principalInvestigator: true, studyTitle: true, subject: true })
  .extend({
    identifier: emptyOr(z.string().regex(/^[1-9]\d*$/, { message: 'invalid-field' })),
    state: z.string().nullable(),
    type: requestTypeSchema.nullable(),
    sentOn: isoDateSchema.nullable(),
    onlyIntegrated: z.boolean(),
    onlyLapsed: z.boolean(),
  });

type FilterValues = z.input<typeof requestFilterBarSchema>;

const ALL = 'ALL';

/**
 * States with one label on screen are one choice: 'In attesa di protocollo' is WAIT_PROT and
 * WAIT_PROT_CER, 'Da integrare' TO_INTEGRATE and TO_INTEGRATE_CER, 'Rifiutata' REJECTED and REJECTED_CER.
 */
const stateGroups = (states: readonly RequestState[], labels: DomainLabels) => {
  const groups = new Map<string, RequestState[]>();
  for (const state of states) {
    const label = labels.requestStates[state];
    groups.set(label, [...(groups.get(label) ?? []), state]);
  }
  return [...groups.entries()].map(([label, members]) => ({
    id: members[0] as RequestState,
    label,
    members,
  }));
};

export interface RequestFilterBarProps {
  /** The states offered, e.g. the route's statusList. @default every state */
  states?: readonly RequestState[];
  /** Whether the type filter is shown (to RIC, or when the route has no type restriction). @default true */
  showType?: boolean;
  /** Whether 'Visualizza solo richieste integrate' is shown (in-progress and forwarded lists). @default false */
  showOnlyIntegrated?: boolean;
  /** Whether 'Solo con termine scaduto' is shown (to the secretariat, docs/deadlines.md). @default false */
  showOnlyLapsed?: boolean;
  /** The filter the bar starts from, e.g. the one in the address. @default {} */
  defaultFilter?: RequestFilter;
  /** Called on 'Cerca' with only the filters filled in, and on 'Cancella' with none. */
  onSearch: (filter: RequestFilter) => void;
}

/**
 * The request list's filters: identifier, principal investigator, study title, subject, state, type
 * and date of sending, and 'Visualizza solo richieste integrate' where the list has it. Only the
 * non-empty filters are sent, as the contract's typed filter.
 */
export const RequestFilterBar = ({
  states = REQUEST_STATES,
  showType = true,
  showOnlyIntegrated = false,
  showOnlyLapsed = false,
  defaultFilter = {},
  onSearch,
}: RequestFilterBarProps) => {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const labels = labelsIn(i18n.language);
  const groups = stateGroups(states, labels);
  const empty: FilterValues = {
    identifier: '',
    principalInvestigator: '',
    studyTitle: '',
    subject: '',
    state: null,
    type: null,
    sentOn: null,
    onlyIntegrated: false,
    onlyLapsed: false,
  };
  const { control, handleSubmit, reset } = useForm<
    FilterValues,
    unknown,
    z.output<typeof requestFilterBarSchema>
  >({
    defaultValues: {
      ...empty,
      ...nonEmpty({
        identifier: defaultFilter.identifier ? String(defaultFilter.identifier) : '',
        principalInvestigator: defaultFilter.principalInvestigator,
        studyTitle: defaultFilter.studyTitle,
        subject: defaultFilter.subject,
        state: groups.find((group) => group.members.some((state) => defaultFilter.states?.includes(state)))
          ?.id,
        type: defaultFilter.type || null,
        sentOn: defaultFilter.sentOn,
        onlyIntegrated: defaultFilter.onlyIntegrated,
        onlyLapsed: defaultFilter.onlyLapsed,
      }),
    },
    resolver: zodResolver(requestFilterBarSchema, { error: formErrorMap }),
    mode: 'onTouched',
  });

  const search = handleSubmit((values) =>
    onSearch(
      requestFilterSchema.parse(
        nonEmpty({
          identifier: values.identifier ? Number(values.identifier) : undefined,
          principalInvestigator: values.principalInvestigator,
          studyTitle: values.studyTitle,
          subject: values.subject,
          states: groups.find((group) => group.id === values.state)?.members,
          type: values.type,
          sentOn: values.sentOn,
          onlyIntegrated: showOnlyIntegrated && values.onlyIntegrated,
          onlyLapsed: showOnlyLapsed && values.onlyLapsed,
        }),
      ),
    ),
  );

  const clear = () => {
    reset(empty);
    onSearch({});
  };

  const text = (name: 'identifier' | 'principalInvestigator' | 'studyTitle' | 'subject') => ({
    control,
    name,
    label: t(`requestFilterBar.${name}`),
  });

  return (
    <FilterBar
      label={t('requestFilterBar.label')}
      activeCount={Object.keys(nonEmpty(defaultFilter)).length}
      onSubmit={search}
      onReset={clear}
    >
      <FormTextField {...text('identifier')} inputMode="numeric" />
      <FormTextField {...text('principalInvestigator')} />
      <FormTextField {...text('studyTitle')} />
      <FormTextField {...text('subject')} />
      <FormSelect
        control={control}
        name="state"
        label={t('requestFilterBar.state')}
        items={[{ id: ALL, label: t('common.allStates') }, ...groups]}
        emptyOptionId={ALL}
      />
      {showType && (
        <FormSelect
          control={control}
          name="type"
          label={t('requestFilterBar.type')}
          items={typeFilterItems(t('common.allTypes'), labels, ALL)}
          emptyOptionId={ALL}
        />
      )}
      <FormDatePicker control={control} name="sentOn" label={t('requestFilterBar.sentOn')} />
      {showOnlyIntegrated && (
        // It reads as a view switch, so it applies at once, with the other filters as typed.
        <FormCheckbox
          control={control}
          name="onlyIntegrated"
          label={t('requestFilterBar.onlyIntegrated')}
          onValueChange={() => void search()}
        />
      )}
      {showOnlyLapsed && (
        <FormCheckbox
          control={control}
          name="onlyLapsed"
          label={t('requestFilterBar.onlyLapsed')}
          onValueChange={() => void search()}
        />
      )}
    </FilterBar>
  );
};
