import { DEMO_COMPANY, makeRole } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, press, tabAway, typeInto } from '../internal/storyHelpers';
import { UserForm } from './UserForm';

const roles = (['RIC', 'SEG', 'CET', 'PRE', 'ADMIN'] as const).map((name) => makeRole({ name }));
const companies = [
  { _id: DEMO_COMPANY._id, surname: DEMO_COMPANY.surname },
  { _id: 'company-gamma', surname: 'Fondazione Ricerca Gamma' },
];

const meta = {
  title: 'Patterns/UserForm',
  component: UserForm,
  args: { roles, companies, onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const identity = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: 'Codice fiscale o identificativo eIDAS' });

/** 'Nuovo Utente': the fiscal code is uppercased as typed, a role moves to the selection with Enter. */
export const NewUser: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: 'Conferma' });
    await expect(confirm).toBeDisabled();
    await expect(canvas.getByText("Non ci sono ruoli assegnati all'utente.")).toBeVisible();
    await userEvent.tab();
    await expect(identity(canvas)).toHaveFocus();
    await userEvent.keyboard('vrdlgu82b02f205z');
    await expect(identity(canvas)).toHaveValue('VRDLGU82B02F205Z');
    // The format of the eIDAS identifier is one Tab away, in a tooltip.
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'NOME_COGNOME_DATA_NASCITA',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    await userEvent.keyboard('Luigi');
    await userEvent.tab();
    await userEvent.keyboard('Verdi');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'E-mail per le notifiche' })).toHaveFocus();
    await userEvent.keyboard('Luigi.Verdi@Alfa.example');
    await chooseOption(canvas.getByRole('button', { name: /Ente/ }), DEMO_COMPANY.surname);
    const available = within(canvas.getByRole('grid', { name: 'Ruoli disponibili:' }));
    available.getByRole('row', { name: 'RIC Richiedente' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      within(canvas.getByRole('grid', { name: 'Ruoli selezionati:' })).getByRole('row', {
        name: 'RIC Richiedente',
      }),
    ).toBeVisible();
    await waitFor(() => expect(confirm).toBeEnabled());
    await press(confirm);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        fiscalCode: 'VRDLGU82B02F205Z',
        name: 'Luigi',
        surname: 'Verdi',
        fullname: 'Luigi Verdi',
        roles: ['role-ric'],
        corporate: DEMO_COMPANY._id,
        email: 'luigi.verdi@alfa.example',
      }),
    );
  },
};

/** An eIDAS identifier in the tooltip's format is accepted. */
export const EidasIdentifier: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(identity(canvas), 'jean-luc_dupont_1975-02-01');
    await typeInto(canvas.getByRole('textbox', { name: 'Nome' }), 'Jean-Luc');
    await typeInto(canvas.getByRole('textbox', { name: 'Cognome' }), 'Dupont');
    await press(canvas.getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          fiscalCode: 'JEAN-LUC_DUPONT_1975-02-01',
          roles: [],
          corporate: null,
          email: null,
        }),
      ),
    );
  },
};

/** A fiscal code with a wrong check character is refused, with the formats accepted. */
export const InvalidIdentity: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(identity(canvas), 'RSSMRA80A01H501A');
    await tabAway();
    await expect(identity(canvas)).toHaveAccessibleDescription(
      'Inserisci un codice fiscale valido oppure un identificativo eIDAS nel formato NOME_COGNOME_DATA_NASCITA',
    );
    await expect(canvas.getByRole('button', { name: 'Conferma' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing: the stored values, a role removed with Delete, sent with the record's id and version. */
export const EditUser: Story = {
  args: {
    user: {
      _id: 'user-laura-ricci',
      updated: '2026-03-02T09:30:00.000Z',
      fiscalCode: 'RCCLRA80A41H501A',
      name: 'Laura',
      surname: 'Ricci',
      roles: [roles[1], roles[2]].filter((role) => role !== undefined),
      corporate: null,
      email: 'laura.ricci@comitato-etico.example',
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(identity(canvas)).toHaveValue('RCCLRA80A41H501A');
    await expect(canvas.getByRole('button', { name: /Ente/ })).toHaveTextContent('Nessun ente');
    const selected = within(canvas.getByRole('grid', { name: 'Ruoli selezionati:' }));
    selected.getByRole('row', { name: 'CET Comitato Etico' }).focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(selected.queryByRole('row', { name: 'CET Comitato Etico' })).toBeNull());
    await press(canvas.getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        _id: 'user-laura-ricci',
        updated: '2026-03-02T09:30:00.000Z',
        fiscalCode: 'RCCLRA80A41H501A',
        name: 'Laura',
        surname: 'Ricci',
        fullname: 'Laura Ricci',
        roles: ['role-seg'],
        corporate: null,
        email: 'laura.ricci@comitato-etico.example',
      }),
    );
  },
};

/** An address that is not one is refused before saving; emptied, the user simply gets no e-mail. */
export const InvalidEmail: Story = {
  args: EditUser.args,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail per le notifiche' });
    await expect(email).toHaveValue('laura.ricci@comitato-etico.example');
    await typeInto(email, 'laura.ricci@');
    await tabAway();
    await expect(email).toHaveAccessibleDescription(expect.stringContaining('Indirizzo e-mail non valido'));
    await expect(canvas.getByRole('button', { name: 'Conferma' })).toBeDisabled();
    await userEvent.clear(email);
    await press(canvas.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: null })));
  },
};

export const SaveFails: Story = {
  args: {
    ...EditUser.args,
    onSubmit: fn(async () => {
      throw new Error('Codice fiscale già presente');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Conferma' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile salvare l’utente. Riprova. (Codice fiscale già presente)',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Fiscal code or eIDAS identifier' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'eIDAS format' })).toBeVisible();
  },
};
