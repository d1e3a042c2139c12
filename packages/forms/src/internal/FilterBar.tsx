import { type DomainLabels, REQUEST_TYPES, requestTypeLabel } from '@cet-portal/api-client';
import { Button } from '@cet-portal/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { ButtonRow, FieldGrid, FormRoot } from './layout';

/** 'Filtri', shown only on a phone, where the fields fold behind it. */
const Toggle = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

/** On a phone the fields take a whole screen: folded until 'Filtri' opens them. Always shown above. */
const Fields = styled.div<{ $isOpen: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: calc(${({ theme }) => theme.breakpoint.md} - 0.02px)) {
    display: ${({ $isOpen }) => ($isOpen ? 'grid' : 'none')};
  }
`;

interface FilterBarProps {
  /** Names the search landmark, e.g. 'Cerca richieste'. */
  label: string;
  /** How many filters the list applies now, said on 'Filtri' where the fields are folded. */
  activeCount: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onReset: () => void;
  children: ReactNode;
}

/**
 * The frame of the list filters: a search landmark, its fields, 'Cerca' (also Enter) and 'Cancella'.
 * On a phone the fields fold behind 'Filtri', which says how many filters apply, so that the list
 * comes first on the screen.
 */
export const FilterBar = ({ label, activeCount, onSubmit, onReset, children }: FilterBarProps) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const fieldsId = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <FormRoot role="search" aria-label={label} noValidate onSubmit={onSubmit}>
      <Toggle>
        <Button
          variant="secondary"
          aria-expanded={isOpen}
          aria-controls={fieldsId}
          onPress={() => setOpen(!isOpen)}
        >
          {activeCount > 0 ? t('common.filtersActive', { count: activeCount }) : t('common.filters')}
        </Button>
      </Toggle>
      <Fields id={fieldsId} $isOpen={isOpen}>
        <FieldGrid>{children}</FieldGrid>
        <ButtonRow>
          <Button type="submit">{t('common.search')}</Button>
          <Button variant="secondary" onPress={onReset}>
            {t('common.reset')}
          </Button>
        </ButtonRow>
      </Fields>
    </FormRoot>
  );
};

/**
 * Only the filters the user filled in ("List search filters apply only when non-empty",
 * requests-and-sign-in section 5): empty texts, unset choices and unticked boxes are left out.
 */
export const nonEmpty = <Filter extends Record<string, unknown>>(filter: Filter): Partial<Filter> =>
  Object.fromEntries(
    Object.entries(filter).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== false &&
        !(typeof value === 'string' && value.trim() === '') &&
        !(Array.isArray(value) && value.length === 0),
    ),
  ) as Partial<Filter>;

/** The choices of a filter by request type: every type first ('Tutte le tipologie'), then each by code and name. */
export const typeFilterItems = (allTypes: string, labels: DomainLabels, allId: string) => [
  { id: allId, label: allTypes },
  ...REQUEST_TYPES.map((type) => ({ id: type, label: requestTypeLabel(type, labels.requestTypes) })),
];
