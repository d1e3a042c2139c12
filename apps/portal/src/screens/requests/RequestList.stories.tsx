import { serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findMessage, findPageTitle, retryAfterFailure, screenMeta } from '../screenStories';

/** `/requestList`: an applicant's own and company's requests, or the secretariat's whole list. */
const meta = {
  title: 'Screens/Requests/Request list',
  tags: ['!autodocs'],
  ...screenMeta,
  args: { path: '/requestList', role: 'RIC' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mario Rossi: his requests to integrate are counted, and 'Nuova richiesta' starts a new one. */
export const RIC: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Lista Richieste');
    await findMessage(canvasElement, /richieste? da integrare$/);
    await expect(canvas.getByRole('link', { name: 'Nuova richiesta' })).toHaveAttribute(
      'href',
      '/requestForm',
    );
    await expect(
      (await canvas.findAllByRole('link', { name: /^Modifica la richiesta/ })).length,
    ).toBeGreaterThan(0);
  },
};

/** Giulia Bianchi: the requests awaiting evaluation are counted; no 'Nuova richiesta', no 'Modifica'. */
export const SEG: Story = {
  args: { role: 'SEG' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Lista Richieste');
    await findMessage(canvasElement, /richieste? in attesa di valutazione$/);
    await expect(
      (await canvas.findAllByRole('link', { name: /^Visualizza la richiesta/ })).length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: 'Nuova richiesta' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Modifica la richiesta/ })).not.toBeInTheDocument();
  },
};

/** The list waits for the server: the title and filters are there, the table says it is loading. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...slowHandlers('infinite', ['request.find']));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, 'Lista Richieste');
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Caricamento in corso…' }),
    ).toBeVisible();
  },
};

/** The server fails: the table says so with the server's reason, and 'Riprova' loads the list. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['request.find']));
  },
  play: async ({ canvasElement, msw }) => {
    await findPageTitle(canvasElement, 'Lista Richieste');
    await retryAfterFailure(canvasElement, msw, 'Non è stato possibile caricare le richieste.');
    await expect(
      (await within(canvasElement).findAllByRole('link', { name: /^Visualizza la richiesta/ })).length,
    ).toBeGreaterThan(0);
  },
};
