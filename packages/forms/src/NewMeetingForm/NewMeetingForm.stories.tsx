import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storySubmittedRequests } from '../internal/storyFixtures';
import { press, pressRowAction, tabAway, typeDate, typeInto } from '../internal/storyHelpers';
import { NewMeetingForm } from './NewMeetingForm';

const meta = {
  title: 'Patterns/NewMeetingForm',
  component: NewMeetingForm,
  args: {
    loadAvailableRequests: fn(async () => storySubmittedRequests),
    onCreate: fn(async () => undefined),
  },
} satisfies Meta<typeof NewMeetingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = (canvas: Canvas, name: string) => within(canvas.getByRole('grid', { name }));
const available = (canvas: Canvas) => table(canvas, 'Richieste inoltrate disponibili');
const selected = (canvas: Canvas) => table(canvas, 'Richieste selezionate');

/** Presses a row's action (named e.g. 'Aggiungi richiesta 102') with the grid's arrow keys. */
const rowAction = async (canvas: Canvas, name: string) => {
  const action = await canvas.findByRole('button', { name });
  await pressRowAction(action.closest('[role="row"]') as HTMLElement, action);
};

/** The whole creation by keyboard: fields, two requests picked across pages, details, confirmation. */
export const CreateMeeting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(available(canvas).getAllByRole('row')).toHaveLength(6));
    await expect(canvas.getByText('Pagina 1 di 2')).toBeVisible();
    // The type column shows the code cut to 2 characters.
    await expect(
      available(canvas).getByRole('rowheader', { name: '101' }).closest('[role="row"]'),
    ).toHaveTextContent(/^101A1/);

    await typeInto(canvas.getByRole('textbox', { name: 'Oggetto' }), 'Riunione ordinaria di marzo');
    await typeDate(canvas.getByRole('group', { name: 'Data di inizio' }), '15032026');
    await typeDate(canvas.getByRole('group', { name: 'Data di fine' }), '15032026');
    await typeInto(
      canvas.getByRole('textbox', { name: 'Ordine del giorno' }),
      'Esame delle richieste inoltrate',
    );

    await rowAction(canvas, 'Dettaglio richiesta 104');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Richiesta 104' });
    await expect(dialog).toHaveTextContent(
      'F - Uso compassionevole di medicinale sottoposto a sperimentazione clinica',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await rowAction(canvas, 'Aggiungi richiesta 102');
    await expect(selected(canvas).getByRole('rowheader', { name: '102' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Richieste selezionate (1)' })).toHaveFocus();
    await expect(canvas.getByText('Richiesta 102 aggiunta alle richieste selezionate.')).toBeInTheDocument();
    await expect(available(canvas).queryByRole('rowheader', { name: '102' })).toBeNull();
    // 6 requests left: one on page 2.
    await press(canvas.getByRole('button', { name: /Successiva/ }));
    await expect(canvas.getByText('Pagina 2 di 2')).toBeVisible();
    await rowAction(canvas, 'Aggiungi richiesta 107');
    await expect(canvas.getByRole('heading', { name: 'Richieste selezionate (2)' })).toBeVisible();

    await press(canvas.getByRole('button', { name: 'Crea riunione' }));
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: 'Conferma creazione riunione',
    });
    await expect(confirm).toHaveTextContent(
      'Verrà creata la riunione "Riunione ordinaria di marzo" con 2 richieste da esaminare.',
    );
    await expect(args.onCreate).not.toHaveBeenCalled();
    await press(within(confirm).getByRole('button', { name: 'Crea riunione' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        subject: 'Riunione ordinaria di marzo',
        agenda: 'Esame delle richieste inoltrate',
        // Midnight in Rome (UTC+1 in March).
        startDate: '2026-03-14T23:00:00.000Z',
        endDate: '2026-03-14T23:00:00.000Z',
        requestsUsers: [{ request: 'request-102' }, { request: 'request-107' }],
      }),
    );
    await expect(await canvas.findByText('Riunione creata.')).toBeVisible();
  },
};

/** A request removed from the selection goes back to the table. */
export const RemoveFromSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowAction(canvas, 'Aggiungi richiesta 101');
    await rowAction(canvas, 'Rimuovi richiesta 101');
    await expect(selected(canvas).getByText('Nessuna richiesta selezionata')).toBeVisible();
    await expect(available(canvas).getByRole('rowheader', { name: '101' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Richieste inoltrate disponibili' })).toHaveFocus();
  },
};

/** Nothing filled in: each rule speaks where it belongs, and nothing is created. */
export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Crea riunione' }));
    await expect(await canvas.findByText('Seleziona almeno una richiesta.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Oggetto' })).toHaveAccessibleDescription(
      'Campo obbligatorio',
    );
    await expect(canvas.getByRole('textbox', { name: 'Ordine del giorno' })).toHaveAccessibleDescription(
      'Campo obbligatorio',
    );
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Oggetto' })).toHaveFocus());
    await typeDate(canvas.getByRole('group', { name: 'Data di inizio' }), '15032026');
    await typeDate(canvas.getByRole('group', { name: 'Data di fine' }), '10032026');
    await tabAway();
    await expect(
      await canvas.findByText('La data di fine non può precedere la data di inizio'),
    ).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** While the requests load, the table says so. */
export const Loading: Story = {
  args: { loadAvailableRequests: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Caricamento in corso…' }),
    ).toBeInTheDocument();
  },
};

/** The requests could not be loaded: the table says so and offers to try again. */
export const LoadError: Story = {
  args: {
    loadAvailableRequests: fn(async () => {
      throw new Error('Servizio non disponibile');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare le richieste inoltrate.',
    );
    await press(canvas.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(args.loadAvailableRequests).toHaveBeenCalledTimes(2));
  },
};

export const NoRequestAvailable: Story = {
  args: { loadAvailableRequests: fn(async () => []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await available(canvas).findByText('Nessuna richiesta inoltrata disponibile')).toBeVisible();
  },
};

/** Creation fails: the message says so and the meeting's data stays. */
export const CreateFails: Story = {
  args: {
    onCreate: fn(async () => {
      throw new Error('La richiesta 101 è già in una riunione');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: 'Oggetto' }), 'Riunione straordinaria');
    await typeDate(canvas.getByRole('group', { name: 'Data di inizio' }), '20032026');
    await typeInto(canvas.getByRole('textbox', { name: 'Ordine del giorno' }), 'Esame urgente');
    await rowAction(canvas, 'Aggiungi richiesta 101');
    await press(canvas.getByRole('button', { name: 'Crea riunione' }));
    const confirm = await within(document.body).findByRole('alertdialog');
    await press(within(confirm).getByRole('button', { name: 'Crea riunione' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile creare la riunione. Riprova. (La richiesta 101 è già in una riunione)',
    );
    await expect(canvas.getByRole('textbox', { name: 'Oggetto' })).toHaveValue('Riunione straordinaria');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Forwarded requests available' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create meeting' })).toBeVisible();
  },
};
