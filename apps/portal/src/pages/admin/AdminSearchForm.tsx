import { Button, type ListOption, Select, TextField } from '@cet-portal/ui';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const SearchLandmark = styled(Form)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export type SearchValues<Name extends string> = Partial<Record<Name, string>>;

/** A field of the search: free text, or one choice of `options` when they are given. */
export interface SearchField<Name extends string> {
  name: Name;
  label: string;
  /** The choices of a select; its first item, `anyLabel`, searches them all. @default undefined (a text field) */
  options?: readonly ListOption[];
  /** The select's item that does not filter, e.g. 'Tutti'. @default undefined */
  anyLabel?: string;
}

/** The select's item that does not filter: a key no option uses. */
const ANY = '__any__';

export interface AdminSearchFormProps<Name extends string> {
  /** Names the search landmark, e.g. 'Cerca utenti'. */
  label: string;
  /** The fields, in order. */
  fields: readonly SearchField<Name>[];
  /** The search in force (from the query string). */
  values: SearchValues<Name>;
  /** 'Cerca' with the fields filled in; 'Cancella' with none. */
  onSearch: (values: SearchValues<Name>) => void;
}

const filled = <Name extends string>(draft: SearchValues<Name>): SearchValues<Name> =>
  Object.fromEntries(
    Object.entries<string | undefined>(draft)
      .map(([name, value]) => [name, value?.trim()])
      .filter(([, value]) => value),
  ) as SearchValues<Name>;

/**
 * The search of an administration panel: text fields (and selects) matched case-insensitively and partially by
 * the server, 'Cerca' (also Enter) and 'Cancella'. The fields follow the query string, so the back
 * button shows the search it goes back to.
 */
export const AdminSearchForm = <Name extends string>({
  label,
  fields,
  values,
  onSearch,
}: AdminSearchFormProps<Name>) => {
  const { t } = useTranslation();
  const applied = JSON.stringify(values);
  const [shown, setShown] = useState({ applied, draft: values });
  // A new search in the address (back button, 'Cancella') replaces what the fields show.
  if (shown.applied !== applied) setShown({ applied, draft: values });
  const setField = (name: Name, value: string) =>
    setShown((current) => ({ ...current, draft: { ...current.draft, [name]: value } }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(filled(shown.draft));
  };

  return (
    <SearchLandmark role="search" aria-label={label} onSubmit={submit}>
      <Fields>
        {fields.map((field) =>
          field.options ? (
            <Select
              key={field.name}
              name={field.name}
              label={field.label}
              items={[{ id: ANY, label: field.anyLabel ?? '' }, ...field.options]}
              value={shown.draft[field.name] || ANY}
              onChange={(key) => setField(field.name, key === ANY || key === null ? '' : String(key))}
            />
          ) : (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              value={shown.draft[field.name] ?? ''}
              onChange={(value) => setField(field.name, value)}
            />
          ),
        )}
      </Fields>
      <Buttons>
        <Button type="submit">{t('admin.search.submit')}</Button>
        <Button
          variant="secondary"
          onPress={() => {
            setShown({ applied, draft: {} });
            onSearch({});
          }}
        >
          {t('admin.search.reset')}
        </Button>
      </Buttons>
    </SearchLandmark>
  );
};
