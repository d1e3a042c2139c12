import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExportMenu } from './ExportMenu';

const chooseFormat = async (canvasElement: HTMLElement, format: 'CSV' | 'PDF') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Formato/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: format }));
};

const meta = {
  title: 'Components/ExportMenu',
  component: ExportMenu,
  args: { onExport: fn(async () => undefined) },
  // React Aria's pending Button announces itself through a live-region node that points at the button
  // for 7 s; when the next story starts, that button is gone and axe would flag the dangling reference.
  // A page load starts with an empty announcer, so each story does too.
  beforeEach: () => {
    for (const node of document.querySelectorAll('[data-live-announcer] [role="img"]')) node.remove();
  },
} satisfies Meta<typeof ExportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const download = canvas.getByRole('button', { name: 'Scarica Lista' });
    await expect(download).toBeDisabled();

    await chooseFormat(canvasElement, 'CSV');
    await expect(download).toBeEnabled();
    await userEvent.click(download);
    await expect(args.onExport).toHaveBeenCalledWith('csv');
    await expect(await canvas.findByText('File CSV pronto.')).toBeVisible();
  },
};

/** Choosing the format and downloading with the keyboard only. */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Formato/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox', { name: 'Formato' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Scarica Lista' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith('pdf');
  },
};

/** While the file is made the button shows a spinner, stays focusable but ignores presses, and a status says so. */
export const Busy: Story = {
  args: { onExport: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFormat(canvasElement, 'PDF');
    const download = canvas.getByRole('button', { name: 'Scarica Lista' });
    await userEvent.click(download);

    await expect(canvas.getByRole('status')).toHaveTextContent('Generazione del file PDF in corso…');
    await expect(download).toHaveAttribute('aria-disabled', 'true');
    await expect(download).toHaveFocus();
    await expect(within(download).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(download);
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** An empty list cannot be downloaded, whatever the format; a note says why. */
export const EmptyList: Story = {
  args: { ...Default.args, isEmpty: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La lista è vuota: non c’è nulla da scaricare.')).toBeVisible();
    await chooseFormat(canvasElement, 'CSV');
    const download = canvas.getByRole('button', { name: 'Scarica Lista' });
    await expect(download).toBeDisabled();
    await userEvent.click(download);
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

export const ExportFailed: Story = {
  args: { onExport: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFormat(canvasElement, 'PDF');
    const download = canvas.getByRole('button', { name: 'Scarica Lista' });
    await userEvent.click(download);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile generare il file. Riprova.',
    );
    await expect(download).toBeEnabled();
    await expect(download).not.toHaveAttribute('aria-disabled');
  },
};

export const English: Story = {
  ...Default,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Download list' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Format/ })).toHaveTextContent('Choose a format');
  },
};
