import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: {},
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'Caricamento in corso…' });
    await expect(progress).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Generazione del file in corso…', showLabel: true, size: 32 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Generazione del file in corso…' })).toBeVisible();
    await expect(canvas.getByText('Generazione del file in corso…')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const Determinate: Story = {
  render: () => <ProgressBar label="protocollo_studio_versione_3_finale.pdf" value={40} />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'protocollo_studio_versione_3_finale.pdf',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(within(canvasElement).getByText('40%')).toBeVisible();
  },
};
