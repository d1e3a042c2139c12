import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';

const WithTrigger = (props: Omit<ModalProps, 'isOpen' | 'onOpenChange'> & { defaultOpen?: boolean }) => {
  const [isOpen, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Apri dettaglio</Button>
      <Modal {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
};

const meta = {
  title: 'Components/Modal',
  component: WithTrigger,
  args: {
    title: 'Dettaglio richiesta 2026/0042',
    children: <p>Studio osservazionale sull'aderenza terapeutica nei pazienti con scompenso cardiaco.</p>,
    actions: <Button variant="secondary">Scarica allegati</Button>,
  },
} satisfies Meta<typeof WithTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Apri dettaglio' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Dettaglio richiesta 2026/0042' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const KeyboardFocusTrapAndReturn: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Apri dettaglio' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tabbing past the last control wraps inside the dialog: focus never leaves it.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    title:
      'Richiesta di emendamento sostanziale per sperimentazione clinica di medicinale con modifica del protocollo e del consenso informato',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => `paragrafo-${index + 1}`).map((id) => (
          <p key={id}>
            Il promotore richiede la modifica dei criteri di inclusione e l'estensione del periodo di
            arruolamento, con aggiornamento della sinossi, del foglio informativo per il paziente e della
            polizza assicurativa.
          </p>
        ))}
      </>
    ),
    defaultOpen: true,
  },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

export const English: Story = {
  args: { defaultOpen: true, onOpenChange: fn() } as never,
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
