import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { press, tabAway, typeInto } from '../internal/storyHelpers';
import { DecisionForm } from './DecisionForm';

const request = { _id: 'request-123', updated: '2026-03-02T09:30:00.000Z' };
const named = { ...request, identifier: 123, subject: 'Studio sul cuore' };

/** The decision is a final act: the dialog names request and outcome, and only its button records it. */
const confirmInDialog = async (text: RegExp | string) => {
  const dialog = await within(document.body).findByRole('alertdialog', { name: 'Conferma decisione' });
  await expect(dialog).toHaveTextContent(text);
  await press(within(dialog).getByRole('button', { name: 'Conferma decisione' }));
};

const meta = {
  title: 'Patterns/DecisionForm',
  component: DecisionForm,
  args: { request, onDecide: fn(async () => undefined) },
} satisfies Meta<typeof DecisionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts on 'Richiedi integrazione' with the 180-day notice; a comment enables the confirmation. */
export const RequestIntegration: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Decisione della segreteria' })).toBeVisible();
    const integrate = canvas.getByRole('radio', { name: 'Richiedi integrazione' });
    await expect(integrate).toBeChecked();
    await expect(integrate).toHaveAccessibleDescription(
      'La richiesta è incompleta: scrivi nel commento cosa integrare.',
    );
    await expect(
      canvas.getByText('Le integrazioni dovranno essere inserite entro 180 giorni.'),
    ).toBeVisible();
    const confirm = canvas.getByRole('button', { name: 'Conferma decisione' });
    await expect(confirm).toBeDisabled();
    await typeInto(canvas.getByRole('textbox', { name: 'Commento' }), 'Manca il consenso informato firmato.');
    await waitFor(() => expect(confirm).toBeEnabled());
    await press(confirm);
    await expect(args.onDecide).not.toHaveBeenCalled();
    await confirmInDialog('La richiesta Non assegnato riceverà l’esito: Richiedi integrazione.');
    await waitFor(() =>
      expect(args.onDecide).toHaveBeenCalledWith({
        ...request,
        state: 'TO_INTEGRATE',
        comment: 'Manca il consenso informato firmato.',
      }),
    );
    await expect(await canvas.findByText('Decisione registrata.')).toBeVisible();
  },
};

/** Arrow keys move between the choices; 'Inoltra' has no deadline notice. */
export const Forward: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Richiedi integrazione' }).focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Inoltra' })).toBeChecked();
    await expect(canvas.queryByText(/entro 180 giorni/)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Commento' })).toHaveFocus();
    await userEvent.keyboard('Requisiti formali verificati.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Conferma decisione' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await confirmInDialog(/Inoltra/);
    await waitFor(() =>
      expect(args.onDecide).toHaveBeenCalledWith({
        ...request,
        state: 'SUBMITTED',
        comment: 'Requisiti formali verificati.',
      }),
    );
  },
};

/** The comment is required whatever the decision: leaving it empty says so. */
export const CommentRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Richiedi integrazione' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Rifiuta' })).toBeChecked();
    const comment = canvas.getByRole('textbox', { name: 'Commento' });
    comment.focus();
    await tabAway();
    await expect(comment).toHaveAccessibleDescription('Campo obbligatorio');
    await expect(canvas.getByRole('button', { name: 'Conferma decisione' })).toBeDisabled();
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/**
 * A disabled 'Conferma decisione' says why beside it, described on the button: the comment is missing,
 * or too long; the reason goes once the comment is right.
 */
export const SaysWhyConfirmIsDisabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: 'Conferma decisione' });
    await expect(confirm).toBeDisabled();
    await expect(canvas.getByText('Per confermare scrivi un commento.')).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription('Per confermare scrivi un commento.');

    const comment = canvas.getByRole('textbox', { name: 'Commento' });
    // Spaces alone are no comment.
    await typeInto(comment, '   ');
    await expect(confirm).toHaveAccessibleDescription('Per confermare scrivi un commento.');

    comment.focus();
    await userEvent.paste('x'.repeat(4001));
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        /^Per confermare accorcia il commento: al massimo 4\.?000 caratteri\.$/,
      ),
    );
    await expect(confirm).toBeDisabled();

    await typeInto(comment, 'Manca il consenso informato firmato.');
    await waitFor(() => expect(confirm).toBeEnabled());
    await expect(confirm).not.toHaveAttribute('aria-describedby');
    await expect(canvas.queryByText(/^Per confermare/)).toBeNull();
  },
};

/** The server refuses: the message says so and the comment stays. */
export const DecideFails: Story = {
  args: {
    onDecide: fn(async () => {
      throw new Error('La richiesta è stata modificata da un altro utente');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: 'Commento' }), 'Integrare la polizza.');
    await press(canvas.getByRole('button', { name: 'Conferma decisione' }));
    await confirmInDialog(/Richiedi integrazione/);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile registrare la decisione. Riprova. (La richiesta è stata modificata da un altro utente)',
    );
    await expect(canvas.getByRole('textbox', { name: 'Commento' })).toHaveValue('Integrare la polizza.');
  },
};

/**
 * A stale version (409), then the page reads the request again: the next decision carries the
 * `updated` now shown, not the one the form first loaded with, and the comment typed stays.
 */
export const StaleVersionReloaded: Story = {
  args: {
    onDecide: fn(async (input: { updated: string }) => {
      if (input.updated === request.updated)
        throw new Error('La richiesta è stata modificata da un altro utente');
    }),
  },
  render: function Reloadable(args) {
    const [updated, setUpdated] = useState(args.request.updated);
    return (
      <>
        <DecisionForm {...args} request={{ ...args.request, updated }} />
        <button type="button" onClick={() => setUpdated('2026-03-05T11:00:00.000Z')}>
          Ricarica
        </button>
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: 'Commento' }), 'Integrare la polizza.');
    const confirm = canvas.getByRole('button', { name: 'Conferma decisione' });
    await press(confirm);
    await confirmInDialog(/Richiedi integrazione/);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/modificata da un altro utente/);
    await press(canvas.getByRole('button', { name: 'Ricarica' }));
    await waitFor(() => expect(confirm).toBeEnabled());
    await press(confirm);
    await confirmInDialog(/Richiedi integrazione/);
    await expect(await canvas.findByText('Decisione registrata.')).toBeVisible();
    await expect(args.onDecide).toHaveBeenCalledTimes(2);
    await expect(args.onDecide).toHaveBeenLastCalledWith({
      _id: request._id,
      updated: '2026-03-05T11:00:00.000Z',
      state: 'TO_INTEGRATE',
      comment: 'Integrare la polizza.',
    });
  },
};

/**
 * The dialog names the request and the outcome; 'Annulla' records nothing, and a double click on
 * the dialog's button records the decision once.
 */
export const ConfirmNamesRequestAndDecidesOnce: Story = {
  args: {
    request: named,
    onDecide: fn(async () => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Richiedi integrazione' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await typeInto(canvas.getByRole('textbox', { name: 'Commento' }), 'Non conforme.');
    await press(canvas.getByRole('button', { name: 'Conferma decisione' }));
    const body = within(document.body);
    let dialog = await body.findByRole('alertdialog', { name: 'Conferma decisione' });
    await expect(dialog).toHaveTextContent('La richiesta 123 – Studio sul cuore riceverà l’esito: Rifiuta.');
    await press(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDecide).not.toHaveBeenCalled();
    await press(canvas.getByRole('button', { name: 'Conferma decisione' }));
    dialog = await body.findByRole('alertdialog', { name: 'Conferma decisione' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Conferma decisione' }));
    await expect(await canvas.findByText('Decisione registrata.')).toBeVisible();
    await expect(args.onDecide).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Request integration' })).toBeChecked();
    await expect(canvas.getByText('Integrations must be entered within 180 days.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm decision' })).toHaveAccessibleDescription(
      'To confirm, write a comment.',
    );
  },
};
