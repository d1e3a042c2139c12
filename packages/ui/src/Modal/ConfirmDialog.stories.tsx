import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const WithTrigger = (props: Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'>) => {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Chiudi Riunione</Button>
      <ConfirmDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
};

const meta = {
  title: 'Components/ConfirmDialog',
  component: WithTrigger,
  args: {
    title: 'Conferma Chiusura',
    children: (
      <>
        <p>La riunione "Seduta ordinaria di marzo" verrà chiusa.</p>
        <p>Una volta chiusa la riunione non potrà più essere modificata.</p>
      </>
    ),
    onConfirm: fn(),
    isDestructive: true,
  },
} satisfies Meta<typeof WithTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Chiudi Riunione' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Conferma Chiusura' });
    await expect(
      within(dialog).getByText('Una volta chiusa la riunione non potrà più essere modificata.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const CancelByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Chiudi Riunione' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: 'Annulla' });
    cancel.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Working: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Chiudi Riunione' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Operazione in corso…');
    await expect(within(dialog).getByRole('button', { name: 'Conferma' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeDisabled();
  },
};

export const FailedConfirmation: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Errore di rete'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Chiudi Riunione' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await expect(await within(dialog).findByRole('button', { name: 'Conferma' })).toBeEnabled();
    await expect(dialog).toBeVisible();
  },
};

export const SendRequest: Story = {
  args: {
    title: 'Invia richiesta',
    children: (
      <p>
        Vuoi inviare la richiesta? Dopo l'invio non potrà essere modificata fino a una richiesta di
        integrazione.
      </p>
    ),
    confirmLabel: 'Invia richiesta',
    isDestructive: false,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Chiudi Riunione' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Invia richiesta' });
    await expect(within(dialog).getByRole('button', { name: 'Invia richiesta' })).toBeVisible();
  },
};
