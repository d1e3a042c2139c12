import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PageTitle } from './PageTitle';

const meta = {
  title: 'Components/PageTitle',
  component: PageTitle,
  args: { children: 'Lista Richieste in lavorazione' },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Lista Richieste in lavorazione' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Lista Richieste in lavorazione - Portale CET'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Requests in progress' },
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Requests in progress - CET Portal'));
  },
};

export const LongText: Story = {
  args: {
    children:
      'Lista Richieste Usi Compassionevoli inoltrate dal Comitato Etico Territoriale della Regione nel corrente anno',
  },
};
