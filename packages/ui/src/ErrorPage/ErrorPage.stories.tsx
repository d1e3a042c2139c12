import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: { onBack: fn(), homeHref: '#/home' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { code: 404 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await expect(canvas.getByText('Errore 404')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Torna indietro' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Vai alla Home' })).toHaveFocus();
  },
};

export const Forbidden: Story = {
  args: { code: 403 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Accesso negato' })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { code: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Errore del server' })).toBeVisible();
  },
};

export const CustomTexts: Story = {
  args: {
    code: 403,
    title: 'Richiesta non accessibile',
    description:
      'Questa richiesta appartiene a un altro ente: puoi vedere solo le richieste tue o della tua azienda. Se pensi sia un errore contatta la segreteria del Comitato Etico Territoriale.',
  },
};

export const WithoutBack: Story = {
  args: { onBack: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Torna indietro' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};
