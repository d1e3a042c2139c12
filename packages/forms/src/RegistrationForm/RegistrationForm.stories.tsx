import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { press, typeInto, uploadInto } from '../internal/storyHelpers';
import { RegistrationForm } from './RegistrationForm';

const REGISTERED_VAT = '01234567897';
const NEW_VAT = '07654321095';

const meta = {
  title: 'Patterns/RegistrationForm',
  component: RegistrationForm,
  args: {
    claims: { name: 'Paola', surname: 'Nuovi', email: 'paola.nuovi@example.it' },
    onFindCompany: fn(async (vat: string) =>
      vat === REGISTERED_VAT ? { name: 'Farmaceutica Alfa S.p.A.' } : null,
    ),
    onSubmit: fn(async () => undefined),
    privacyNotice: 'I dati servono solo a gestire la tua utenza.',
  },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A registered company, by keyboard: its name is said once the VAT number checks out. */
export const ExistingCompany: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paola')).toBeVisible();
    await typeInto(canvas.getByRole('textbox', { name: /^Partita IVA/ }), REGISTERED_VAT);
    await expect(await canvas.findByText('Ente trovato: Farmaceutica Alfa S.p.A.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dipendente del promotore' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Ho letto l’informativa/ }));
    await press(canvas.getByRole('button', { name: 'Invia registrazione' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Paola',
        surname: 'Nuovi',
        email: 'paola.nuovi@example.it',
        company: { kind: 'existing', vat: REGISTERED_VAT },
        relation: 'PROMOTER_EMPLOYEE',
        privacyAccepted: true,
      }),
    );
  },
};

/** A VAT number no company has: said at once, and sending is refused at the field. */
export const UnknownCompany: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: /^Partita IVA/ }), NEW_VAT);
    await expect(
      await canvas.findByText('Nessun ente registrato con questa partita IVA: proponilo come nuovo ente'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dipendente del promotore' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Ho letto l’informativa/ }));
    await press(canvas.getByRole('button', { name: 'Invia registrazione' }));
    await expect(
      (await canvas.findAllByText('Scegli un ente registrato: nessun ente ha questa partita IVA')).length,
    ).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new company by a CRO, with the letter; the claims the sign-on did not give are asked. */
export const NewCompanyByCro: Story = {
  args: { claims: { name: null, surname: null, email: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: /^Nome/ }), 'Gianni');
    await typeInto(canvas.getByRole('textbox', { name: /^Cognome/ }), 'Cerri');
    await typeInto(canvas.getByRole('textbox', { name: /^E-mail/ }), 'gianni.cerri@cro.example.it');
    await userEvent.click(canvas.getByRole('radio', { name: 'Nuovo ente' }));
    await typeInto(canvas.getByRole('textbox', { name: /^Partita IVA/ }), NEW_VAT);
    await typeInto(canvas.getByRole('textbox', { name: /^Denominazione/ }), 'Ricerca Beta S.r.l.');
    await typeInto(canvas.getByRole('textbox', { name: /^Indirizzo/ }), 'Via dei Mille 12, Milano');
    await typeInto(canvas.getByRole('textbox', { name: /^PEC/ }), 'beta@pec.example.it');
    await userEvent.click(canvas.getByRole('radio', { name: 'CRO delegata' }));
    const letter = await canvas.findByRole('group', { name: /^Lettera di delega del promotore/ });
    await uploadInto(letter, new File(['%PDF-1.4\n%%EOF\n'], 'delega.pdf', { type: 'application/pdf' }));
    await within(letter).findByText('delega.pdf caricato.');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Ho letto l’informativa/ }));
    await press(canvas.getByRole('button', { name: 'Invia registrazione' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Gianni',
          company: {
            kind: 'new',
            vat: NEW_VAT,
            name: 'Ricerca Beta S.r.l.',
            address: 'Via dei Mille 12, Milano',
            pec: 'beta@pec.example.it',
          },
          relation: 'DELEGATED_CRO',
          delegationLetter: expect.objectContaining({ name: 'delega.pdf' }),
        }),
      ),
    );
    await expect(args.onFindCompany).not.toHaveBeenCalled();
  },
};

/** The server refuses: its reason, and every value kept. */
export const ServerRefusal: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    onSubmit: fn(async () => {
      throw new Error('Un ente con questa partita IVA è già registrato: sceglilo tra gli enti registrati');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: /^Partita IVA/ }), REGISTERED_VAT);
    await canvas.findByText('Ente trovato: Farmaceutica Alfa S.p.A.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Dipendente del promotore' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Ho letto l’informativa/ }));
    await press(canvas.getByRole('button', { name: 'Invia registrazione' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/già registrato/);
    await expect(canvas.getByRole('textbox', { name: /^Partita IVA/ })).toHaveValue(REGISTERED_VAT);
  },
};
