import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Dati del promotore',
    children: <p>Farmaceutica Alfa S.p.A. – Via Roma 1, 00184 Roma (RM)</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Dati del promotore' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Dati del promotore' })).toBeVisible();
  },
};

export const Untitled: Story = { args: { title: undefined } };

export const LongText: Story = {
  args: {
    title:
      'Studio osservazionale prospettico multicentrico sull’aderenza terapeutica nei pazienti anziani con scompenso cardiaco cronico',
    children: <p>{'Descrizione molto lunga dello studio. '.repeat(30)}</p>,
  },
};
