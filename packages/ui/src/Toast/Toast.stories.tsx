import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './ToastRegion';
import { createToastQueue, showToast, type ToastContent } from './toastQueue';

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

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    const region = await screen.findByRole('region', { name: 'Notifiche' });
    await expect(within(region).getByText('Utente inserito correttamente')).toBeVisible();
    // Gone after the spec's 2000 ms, once nothing holds it open.
    await userEvent.unhover(region);
    await waitFor(() => expect(screen.queryByText('Utente inserito correttamente')).toBeNull(), {
      timeout: 4000,
    });
  },
};

export const ErrorWithServerMessage: Story = {
  args: { toasts: [{ tone: 'error', title: 'Errore', description: 'Codice fiscale già presente' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Errore' });
    await expect(toast).toHaveAccessibleDescription('Codice fiscale già presente');
    await expect(within(toast).getByRole('status')).toHaveAttribute('aria-live', 'polite');
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
