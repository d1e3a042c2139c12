import { Button } from '@cet-portal/ui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/resources';
import { ButtonRow, FieldGrid, FormRoot } from './layout';

interface FilterBarProps {
  /** Names the search landmark, e.g. 'Cerca richieste'. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onReset: () => void;
  children: ReactNode;
}

/** The frame of the list filters: a search landmark, its fields, 'Cerca' (also Enter) and 'Cancella'. */
export const FilterBar = ({ label, onSubmit, onReset, children }: FilterBarProps) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <FormRoot role="search" aria-label={label} noValidate onSubmit={onSubmit}>
      <FieldGrid>{children}</FieldGrid>
      <ButtonRow>
        <Button type="submit">{t('common.search')}</Button>
        <Button variant="secondary" onPress={onReset}>
          {t('common.reset')}
        </Button>
      </ButtonRow>
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
