import { mockHandlers, serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { retryAfterFailure, SCREEN_WAIT, screenMeta } from '../../screens/screenStories';

/**
 * The 'Cronologia' of a request: every event newest first, who, in which role, what, when; a filter
 * by kind (downloads for staff only) and a PDF export. Sits at the end of `/showRequest/{id}`.
 */
const meta = {
  title: 'Screens/Requests/Request history',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/showRequest/request-013', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const historyCard = async (canvasElement: HTMLElement) => {
  const heading = await within(canvasElement).findByRole('heading', { name: 'Cronologia' }, SCREEN_WAIT);
  const card = heading.closest('section') ?? heading.parentElement?.parentElement ?? canvasElement;
  return within(card as HTMLElement);
};

/** The secretariat reads who sent the request, filters on state changes, and the export is offered. */
export const SEG: Story = {
  play: async ({ canvasElement }) => {
    const card = await historyCard(canvasElement);
    const table = await card.findByRole('grid', { name: /^Cronologia: \d+ eventi$/ }, SCREEN_WAIT);
    // The grid shows while its rows still load: wait for them as long as for the page.
    await expect(
      await within(table).findAllByText('Ha inviato la richiesta', {}, SCREEN_WAIT),
    ).not.toHaveLength(0);
    await expect(within(table).getAllByText('Mario Rossi').length).toBeGreaterThan(0);
    await userEvent.click(card.getByRole('button', { name: /Tipo di evento/ }));
    const options = await within(document.body).findByRole('listbox');
    await expect(within(options).getByRole('option', { name: 'Scaricamento' })).toBeInTheDocument();
    await userEvent.click(within(options).getByRole('option', { name: 'Stato' }));
    await waitFor(() => expect(within(table).queryByText('Ha creato la bozza della richiesta')).toBeNull());
    await expect(await within(table).findAllByText('Ha inviato la richiesta')).not.toHaveLength(0);
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Esporta la cronologia in PDF' })).toBeEnabled(),
    );
  },
};

/**
 * Under ENG the events are English, though the server writes them in Italian: what happened, the
 * state it led to, the uploads, and the protocol job by an English name; roles and kinds too.
 */
export const EnglishSEG: Story = {
  name: 'English SEG',
  tags: ['!dev', '!autodocs'],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: 'History' }, SCREEN_WAIT);
    const card = within((heading.closest('section') ?? canvasElement) as HTMLElement);
    const table = await card.findByRole('grid', { name: /^History: \d+ events$/ }, SCREEN_WAIT);
    const job = (await within(table).findAllByText('Automatic protocol', {}, SCREEN_WAIT))[0];
    const jobRow = job?.closest('[role="row"]') as HTMLElement;
    await expect(within(jobRow).getByText('Administrator')).toBeVisible();
    await expect(within(jobRow).getByText(/^Registered the protocol/)).toBeVisible();
    await expect(within(table).getAllByText('Sent the request')).not.toHaveLength(0);
    await expect(within(table).getAllByText('Created the draft of the request')).not.toHaveLength(0);
    await expect(within(table).getAllByText(/^Uploaded “.+” for “.+”$/)).not.toHaveLength(0);
    await expect(within(table).queryByText(/^Ha |Protocollo automatico/)).toBeNull();
  },
};

/** The applicant sees its own request's events, but no downloads filter: the server never tells it. */
export const RIC: Story = {
  args: { path: '/showRequest/request-017', role: 'RIC' },
  play: async ({ canvasElement }) => {
    const card = await historyCard(canvasElement);
    await card.findByRole('grid', { name: /^Cronologia: \d+ event/ }, SCREEN_WAIT);
    await userEvent.click(card.getByRole('button', { name: /Tipo di evento/ }));
    const options = await within(document.body).findByRole('listbox');
    await expect(within(options).queryByRole('option', { name: 'Scaricamento' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** The committee (CET) has no 'Cronologia' on a request. */
export const CET: Story = {
  args: { path: '/showRequest/request-009', role: 'CET' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Dettaglio richiesta' }, SCREEN_WAIT);
    await within(canvasElement).findByRole('heading', { name: 'Protocolli' }, SCREEN_WAIT);
    await expect(within(canvasElement).queryByRole('heading', { name: 'Cronologia' })).toBeNull();
  },
};

/** No event yet: the table says so, and there is nothing to export. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.request.history({ result: [], total: 0 }));
  },
  play: async ({ canvasElement }) => {
    const card = await historyCard(canvasElement);
    await expect(await card.findByText('Nessun evento registrato.', {}, SCREEN_WAIT)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Esporta la cronologia in PDF' })).toBeDisabled();
  },
};

const LONG_DESCRIPTION =
  'Ha integrato la richiesta: modificati «Titolo dello studio», «Oggetto», «Descrizione», «Sperimentatore principale», «Farmaco sperimentale», «Numero di protocollo», «Versione del protocollo», «Denominazione del promotore», «Indirizzo», «Città»';

/** Many events with long sentences and names: every one is read whole. */
export const LongText: Story = {
  beforeEach: ({ msw }) => {
    const result = Array.from({ length: 40 }, (_, index) => ({
      at: new Date(Date.UTC(2026, 2, 1, 9, 0) + index * 3_600_000).toISOString(),
      kind: 'edit' as const,
      who: 'Maria Antonietta Bianchi Di Castelnuovo Della Valle',
      fiscalCode: 'RSSMRA80A01H501U',
      role: 'RIC' as const,
      description: LONG_DESCRIPTION,
    })).reverse();
    msw.use(mockHandlers.request.history({ result, total: result.length }));
  },
  play: async ({ canvasElement }) => {
    const card = await historyCard(canvasElement);
    const table = await card.findByRole('grid', { name: 'Cronologia: 40 eventi' }, SCREEN_WAIT);
    await expect(within(table).getAllByText(LONG_DESCRIPTION)[0]).toBeInTheDocument();
  },
};

/** While the events load, the table is busy with a spinner. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...slowHandlers('infinite', ['request.history']));
  },
  play: async ({ canvasElement }) => {
    const card = await historyCard(canvasElement);
    await expect(await card.findByRole('progressbar', {}, SCREEN_WAIT)).toBeVisible();
  },
};

/** The events fail to load: the table says so, and 'Riprova' loads them. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['request.history']));
  },
  play: async ({ canvasElement, msw }) => {
    await historyCard(canvasElement);
    await retryAfterFailure(canvasElement, msw, 'Non è stato possibile caricare la cronologia.');
    const card = await historyCard(canvasElement);
    await card.findByRole('grid', { name: /^Cronologia: \d+ eventi$/ }, SCREEN_WAIT);
  },
};

/** A meeting's 'Cronologia' on `/showConference/{id}`, for the secretariat. */
export const Meeting: Story = {
  args: { path: '/showConference/conference-06', role: 'SEG' },
  play: async ({ canvasElement }) => {
    const card = await historyCard(canvasElement);
    const table = await card.findByRole('grid', { name: /^Cronologia: \d+ event/ }, SCREEN_WAIT);
    await expect(
      await within(table).findByText(/^Ha creato la riunione/, {}, SCREEN_WAIT),
    ).toBeInTheDocument();
  },
};

/** Under ENG a meeting's events are English too, though the server writes them in Italian. */
export const MeetingEnglish: Story = {
  name: 'Meeting English',
  tags: ['!dev', '!autodocs'],
  globals: { locale: 'en' },
  args: { path: '/showConference/conference-06', role: 'SEG' },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: 'History' }, SCREEN_WAIT);
    const card = within((heading.closest('section') ?? canvasElement) as HTMLElement);
    const table = await card.findByRole('grid', { name: /^History: \d+ events?$/ }, SCREEN_WAIT);
    await expect(
      await within(table).findByText(/^Created the meeting “.+”$/, {}, SCREEN_WAIT),
    ).toBeInTheDocument();
    await expect(within(table).queryByText(/^Ha /)).toBeNull();
  },
};
