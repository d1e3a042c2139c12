// @vitest-environment happy-dom
import { theme } from '@cet-portal/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import italian from '../../../public/assets/i18n/it.json';
import { AdminSearchForm, type SearchValues } from './AdminSearchForm';

type Field = 'fiscalCode' | 'name';
const FIELDS = [
  { name: 'fiscalCode', label: 'Codice fiscale' },
  { name: 'name', label: 'Nome' },
] as const;

const renderForm = (values: SearchValues<Field>, onSearch = vi.fn()) => {
  const view = render(
    <ThemeProvider theme={theme}>
      <AdminSearchForm label="Cerca utenti" fields={FIELDS} values={values} onSearch={onSearch} />
    </ThemeProvider>,
  );
  const rerender = (next: SearchValues<Field>) =>
    view.rerender(
      <ThemeProvider theme={theme}>
        <AdminSearchForm label="Cerca utenti" fields={FIELDS} values={next} onSearch={onSearch} />
      </ThemeProvider>,
    );
  return { onSearch, rerender };
};

describe('the search of an administration panel', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({ lng: 'it', resources: { it: { translation: italian } } });
  });
  afterEach(cleanup);

  it('is a search landmark that shows the search in force', () => {
    renderForm({ fiscalCode: 'RSS' });
    const search = screen.getByRole('search', { name: 'Cerca utenti' });
    expect(search).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Codice fiscale' }).value).toBe('RSS');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome' }).value).toBe('');
  });

  it('searches on Enter with only the fields filled in, trimmed', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderForm({});
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), '  rossi {Enter}');
    expect(onSearch).toHaveBeenCalledWith({ name: 'rossi' });
  });

  it('clears every field with Cancella and searches for everything', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderForm({ fiscalCode: 'RSS', name: 'Mario' });
    await user.click(screen.getByRole('button', { name: 'Cancella' }));
    expect(onSearch).toHaveBeenCalledWith({});
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Codice fiscale' }).value).toBe('');
  });

  it('follows a new search in the address, as after the back button', async () => {
    const user = userEvent.setup();
    const { rerender } = renderForm({ name: 'Mario' });
    await user.type(screen.getByRole('textbox', { name: 'Codice fiscale' }), 'VRD');
    rerender({ fiscalCode: 'BNC' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Codice fiscale' }).value).toBe('BNC');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome' }).value).toBe('');
  });
});
