import { mockHandlers, serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { retryAfterFailure, SCREEN_WAIT, screenMeta } from '../../screens/screenStories';

/**
 * `/dashboard` (SEG, PRE, ADMIN): the requests sent in a period by state and type, those waiting now,
 * how long each phase takes beside its target, the meetings to come; each chart with its table for
 * screen readers and a CSV download.
 */
const meta = {
  title: 'Screens/Admin/Dashboard',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIGURES = {
  byState: [
    { state: 'PENDING' as const, count: 12 },
    { state: 'SUBMITTED' as const, count: 7 },
    { state: 'ACCEPTED' as const, count: 20 },
  ],
  byType: [
    { type: 'A1' as const, count: 25 },
    { type: 'F' as const, count: 14 },
  ],
  waiting: [
    { phase: 'registration' as const, count: 2 },
    { phase: 'check' as const, count: 12 },
    { phase: 'review' as const, count: 7 },
  ],
  durations: [
    { phase: 'registration' as const, count: 39, median: 0.5, p90: 1.25, targetDays: 2 },
    { phase: 'check' as const, count: 33, median: 8, p90: 16.5, targetDays: 10 },
    { phase: 'review' as const, count: 20, median: 31, p90: 52, targetDays: 45 },
  ],
  meetings: [
    {
      _id: 'conference-01',
      subject: 'Seduta ordinaria di dicembre',
      startDate: '2026-12-03T09:00:00.000Z',
      requests: 6,
    },
  ],
};

const tableNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('table', { name }, SCREEN_WAIT);

/** The secretariat reads each figure in the tables screen readers read, and can download each as CSV. */
export const SEG: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.request.figures(FIGURES));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Cruscotto' }, SCREEN_WAIT);
    const byState = await tableNamed(canvasElement, 'Richieste inviate nel periodo per stato');
    const pending = within(byState).getByRole('row', { name: /In attesa di valutazione/ });
    await expect(within(pending).getByRole('cell', { name: '12' })).toBeInTheDocument();
    const durations = await tableNamed(canvasElement, 'Durata delle fasi concluse nel periodo (giorni)');
    const check = within(durations).getByRole('row', { name: /Dalla protocollazione/ });
    await expect(check).toHaveTextContent('816,510');
    await expect(within(durations).getByRole('columnheader', { name: 'Obiettivo' })).toBeInTheDocument();
    const meetings = await tableNamed(canvasElement, 'Riunioni in programma');
    await expect(
      within(meetings).getByRole('rowheader', { name: /Seduta ordinaria di dicembre/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Seduta ordinaria di dicembre' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Scarica CSV: Richieste inviate nel periodo per stato' }),
    ).toBeEnabled();
  },
};

/** The president sees the same figures, from the mock backend's requests; a new period asks again. */
export const PRE: Story = {
  args: { role: 'PRE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableNamed(canvasElement, 'Richieste in attesa ora');
    await userEvent.click(canvas.getByRole('button', { name: /Tipologia/ }));
    const options = await within(document.body).findByRole('listbox');
    await userEvent.click(within(options).getByRole('option', { name: /^F - / }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cerca' }));
    await waitFor(async () => {
      const byType = await tableNamed(canvasElement, 'Richieste inviate nel periodo per tipologia');
      await expect(within(byType).getAllByRole('row')).toHaveLength(2);
    }, SCREEN_WAIT);
  },
};

/** Administrators reach the dashboard too. */
export const ADMIN: Story = {
  args: { role: 'ADMIN' },
  play: async ({ canvasElement }) => {
    await tableNamed(canvasElement, 'Durata delle fasi concluse nel periodo (giorni)');
  },
};

/** Nothing sent, nothing waiting, no phase ended, no meeting: each card says so and offers no CSV. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.request.figures({
        byState: [],
        byType: [],
        waiting: [],
        durations: FIGURES.durations.map((duration) => ({ ...duration, count: 0, median: null, p90: null })),
        meetings: [],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findAllByText('Nessuna richiesta inviata nel periodo.', {}, SCREEN_WAIT),
    ).toHaveLength(2);
    await expect(canvas.getByText('Nessuna fase conclusa nel periodo.')).toBeVisible();
    await expect(canvas.getByText('Nessuna riunione in programma.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Scarica CSV: Riunioni in programma' })).toBeDisabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

const LONG_SUBJECT =
  'Seduta straordinaria del Comitato Etico Territoriale per l’esame delle richieste di uso compassionevole e degli emendamenti sostanziali urgenti';

/** States named alike, and many meetings with long subjects: every row is in its table. */
export const LongText: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.request.figures({
        ...FIGURES,
        byState: [
          { state: 'WAIT_PROT', count: 2 },
          { state: 'WAIT_PROT_CER', count: 3 },
          { state: 'REJECTED', count: 1 },
          { state: 'REJECTED_CER', count: 4 },
        ],
        meetings: Array.from({ length: 12 }, (_, index) => ({
          _id: `conference-${index + 10}`,
          subject: `${LONG_SUBJECT} n. ${index + 1}`,
          startDate: new Date(Date.UTC(2026, 11, 1 + index, 9)).toISOString(),
          requests: index * 3,
        })),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    // States the spec names alike are one row, as in the lists.
    const byState = await tableNamed(canvasElement, 'Richieste inviate nel periodo per stato');
    await expect(within(byState).getByRole('row', { name: /^In attesa di protocollo/ })).toHaveTextContent(
      '5',
    );
    await expect(within(byState).getByRole('row', { name: /^Rifiutata/ })).toHaveTextContent('5');
    const meetings = await tableNamed(canvasElement, 'Riunioni in programma');
    await expect(within(meetings).getAllByRole('row')).toHaveLength(13);
    await expect(within(meetings).getByRole('rowheader', { name: /n\. 12 / })).toBeInTheDocument();
  },
};

/** While the figures load, the page says so. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...slowHandlers('infinite', ['request.figures']));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'progressbar',
        { name: 'Caricamento delle statistiche…' },
        SCREEN_WAIT,
      ),
    ).toBeVisible();
  },
};

/** The figures fail to load: the page says so, and 'Riprova' loads them. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['request.figures']));
  },
  play: async ({ canvasElement, msw }) => {
    await retryAfterFailure(canvasElement, msw, 'Non è stato possibile caricare le statistiche.');
    await tableNamed(canvasElement, 'Richieste in attesa ora');
  },
};

/** A committee member has no dashboard: the router refuses the page. */
export const CET: Story = {
  args: { role: 'CET' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).queryByRole('heading', { level: 1, name: 'Cruscotto' })).toBeNull(),
      SCREEN_WAIT,
    );
    await within(canvasElement).findByRole('heading', { level: 1 }, SCREEN_WAIT);
    await expect(within(canvasElement).queryByRole('heading', { level: 1, name: 'Cruscotto' })).toBeNull();
  },
};
