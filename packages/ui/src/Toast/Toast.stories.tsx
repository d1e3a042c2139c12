import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './ToastRegion';
import { createToastQueue, showToast, TOAST_TIMEOUT_MS, type ToastContent } from './toastQueue';

const Demo = ({ toasts }: { toasts: ToastContent[] }) => {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <Button
        onPress={() => {
          for (const toast of toasts) showToast(queue, toast);
        }}
      >
        Salva
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
};

const meta = {
  title: 'Components/Toast',
  component: Demo,
  args: { toasts: [{ tone: 'success', title: 'Utente inserito correttamente' }] },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation: read politely, and gone after the spec's 2000 ms. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    const shownAt = performance.now();
    const region = await screen.findByRole('region', { name: 'Notifiche' });
    await expect(within(region).getByText('Utente inserito correttamente')).toBeVisible();
    const live = within(region).getByRole('status');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveTextContent('Utente inserito correttamente');
    // One live region per toast: the same words are not read a second time by another.
    await expect(region.querySelectorAll('[aria-live], [role="alert"], [role="status"]')).toHaveLength(1);
    // Gone after the spec's 2000 ms, once nothing holds it open.
    await userEvent.unhover(region);
    await waitFor(() => expect(screen.queryByText('Utente inserito correttamente')).toBeNull(), {
      timeout: 4000,
    });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(TOAST_TIMEOUT_MS);
  },
};

/** An error: read at once, with the server's message as its description. */
export const ErrorWithServerMessage: Story = {
  args: { toasts: [{ tone: 'error', title: 'Errore', description: 'Codice fiscale già presente' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Errore' });
    await expect(toast).toHaveAccessibleDescription('Codice fiscale già presente');
    const live = within(toast).getByRole('alert');
    await expect(live).toHaveAttribute('aria-live', 'assertive');
    await expect(live).toHaveTextContent('ErroreCodice fiscale già presente');
    await expect(within(toast).queryByRole('status')).toBeNull();
  },
};

/**
 * An error stays past the 2000 ms of a confirmation, with nothing holding it open, until the user
 * closes it: Tab reaches the toast and then its close button (WCAG 2.2.1).
 */
export const ErrorStaysUntilClosed: Story = {
  tags: ['!dev', '!autodocs'],
  args: ErrorWithServerMessage.args,
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Salva' });
    await userEvent.click(save);
    const region = await screen.findByRole('region', { name: 'Notifiche' });
    await userEvent.unhover(region);
    await new Promise((resolve) => setTimeout(resolve, TOAST_TIMEOUT_MS + 1000));
    const toast = screen.getByRole('alertdialog', { name: 'Errore' });
    await expect(toast).toBeVisible();
    const close = within(toast).getByRole('button', { name: 'Chiudi notifica' });
    await expect(close).toBeVisible();
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Errore' })).toBeNull());
  },
};

export const AuthenticationInfo: Story = {
  args: {
    toasts: [{ tone: 'info', title: 'Autenticazione', description: 'Errore in fase di autenticazione' }],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    await expect(await screen.findByText('Errore in fase di autenticazione')).toBeVisible();
  },
};

export const Stacked: Story = {
  args: {
    toasts: [
      { tone: 'success', title: 'Ente inserito correttamente' },
      { tone: 'info', title: 'Bozza salvata' },
      {
        tone: 'error',
        title: 'Errore',
        description:
          'La richiesta è stata modificata da un altro utente: ricarica la pagina per vedere la versione aggiornata prima di salvare di nuovo.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    const region = await screen.findByRole('region', { name: 'Notifiche' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(3));
  },
};

export const CloseByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    const region = await screen.findByRole('region', { name: 'Notifiche' });
    const close = within(region).getByRole('button', { name: 'Chiudi notifica' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Utente inserito correttamente')).toBeNull());
  },
};
