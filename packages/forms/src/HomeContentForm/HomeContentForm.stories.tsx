import { makeHome } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { press } from '../internal/storyHelpers';
import { HomeContentForm } from './HomeContentForm';

const home = makeHome({ _id: 'home-1' });

const meta = {
  title: 'Patterns/HomeContentForm',
  component: HomeContentForm,
  args: { home, onSave: fn(async () => undefined), onReload: fn(async () => undefined) },
} satisfies Meta<typeof HomeContentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const editor = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });

/** Who saved last and when; the central content rewritten; 'Salva'. */
export const EditAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ultimo aggiornamento di Marco Colombo il 02-03-2026')).toBeVisible();
    const body = editor(canvas, 'Contenuto centrale');
    await expect(body).toHaveTextContent(
      'Benvenuti nel portale per le richieste di parere al Comitato Etico.',
    );
    body.focus();
    // Pasted, not typed: keys typed into the editor by a script on a busy machine are sometimes lost
    // ('Benventi'), while a paste is one event. The editor makes each pasted line a paragraph.
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.paste('Benvenuti.\nInformazioni:\nContatti.');
    await press(canvas.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        _id: 'home-1',
        updated: home.updated,
        header: home.header,
        body: '<p>Benvenuti.</p><p>Informazioni:</p><p>Contatti.</p>',
        footer: home.footer,
      }),
    );
    await expect(await canvas.findByText('Home modificata con successo')).toBeVisible();
  },
};

/** 'Ripristina' puts back the stored content and reloads it. */
export const Restore: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = editor(canvas, 'Contenuto del piè di pagina');
    footer.focus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}Roma');
    await expect(footer).toHaveTextContent(/^Roma$/);
    await press(canvas.getByRole('button', { name: 'Ripristina' }));
    await waitFor(() => expect(footer).toHaveTextContent('Via della Salute 1, 00100 Roma'));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Before the first save there is no record: 'Salva' creates it. */
export const FirstSave: Story = {
  args: { home: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La pagina principale non è ancora stata salvata.')).toBeVisible();
    editor(canvas, 'Titolo dell’intestazione').focus();
    await userEvent.keyboard('CET{Enter}Lazio');
    await press(canvas.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        header: '<p>CET</p><p>Lazio</p>',
        body: '',
        footer: '',
      }),
    );
  },
};

export const SaveFails: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Sessione scaduta');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile salvare la pagina principale. Riprova. (Sessione scaduta)',
    );
  },
};

export const ReloadFails: Story = {
  args: {
    onReload: fn(async () => {
      throw new Error('Servizio non disponibile');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Ripristina' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile ricaricare la pagina principale. Riprova. (Servizio non disponibile)',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Last updated by Marco Colombo on 02-03-2026')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Main content' })).toBeVisible();
  },
};
