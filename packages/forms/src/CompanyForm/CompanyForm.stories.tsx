import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { press, tabAway, typeInto } from '../internal/storyHelpers';
import { CompanyForm } from './CompanyForm';

const meta = {
  title: 'Patterns/CompanyForm',
  component: CompanyForm,
  args: { onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof CompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Crea un nuovo ente': both fields by keyboard; 'Conferma' waits until they are valid. */
export const NewCompany: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: 'Conferma' });
    await expect(confirm).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Nome ente' })).toHaveFocus();
    await userEvent.keyboard('Biomedica Beta S.r.l.');
    await userEvent.tab();
    await userEvent.keyboard('0987654321');
    await tabAway();
    await expect(canvas.getByRole('textbox', { name: 'Partita IVA' })).toHaveAccessibleDescription(
      'Almeno 11 caratteri La partita IVA deve avere almeno 11 caratteri',
    );
    await expect(confirm).toBeDisabled();
    await typeInto(canvas.getByRole('textbox', { name: 'Partita IVA' }), '09876543210');
    await waitFor(() => expect(confirm).toBeEnabled());
    await press(confirm);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        isCorporate: true,
        surname: 'Biomedica Beta S.r.l.',
        fiscalCode: '09876543210',
      }),
    );
  },
};

/** 'Modifica ente': the stored values, sent back with the record's id and version. */
export const EditCompany: Story = {
  args: {
    company: {
      _id: 'company-gamma',
      updated: '2026-03-02T09:30:00.000Z',
      surname: 'Fondazione Ricerca Gamma',
      fiscalCode: '11223344556',
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: 'Nome ente' }), 'Fondazione Gamma per la Ricerca');
    await press(canvas.getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        _id: 'company-gamma',
        updated: '2026-03-02T09:30:00.000Z',
        isCorporate: true,
        surname: 'Fondazione Gamma per la Ricerca',
        fiscalCode: '11223344556',
      }),
    );
  },
};

/** The name is required: leaving it empty says so. */
export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Nome ente' })).toHaveAccessibleDescription(
      'Campo obbligatorio',
    );
    await expect(canvas.getByRole('button', { name: 'Conferma' })).toBeDisabled();
  },
};

/** With `italianVat`, the check digit of an Italian VAT number is verified too. */
export const ItalianVat: Story = {
  args: { italianVat: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: 'Nome ente' }), 'Farmaceutica Alfa S.p.A.');
    const vat = canvas.getByRole('textbox', { name: 'Partita IVA' });
    await typeInto(vat, '01234567890');
    await tabAway();
    await expect(vat).toHaveAccessibleDescription(
      '11 cifre, con la cifra di controllo Partita IVA non valida: la cifra di controllo non corrisponde',
    );
    await typeInto(vat, '01234567897');
    await press(canvas.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

/** The server refuses: 'Errore' and its reason, the values stay. */
export const SaveFails: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Partita IVA già presente');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: 'Nome ente' }), 'Biomedica Beta S.r.l.');
    await typeInto(canvas.getByRole('textbox', { name: 'Partita IVA' }), '09876543210');
    await press(canvas.getByRole('button', { name: 'Conferma' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile salvare l’ente. Riprova. (Partita IVA già presente)',
    );
    await expect(canvas.getByRole('textbox', { name: 'Partita IVA' })).toHaveValue('09876543210');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Organisation name' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};
