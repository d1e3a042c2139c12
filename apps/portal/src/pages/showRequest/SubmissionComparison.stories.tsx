import type { Comparison, SubmissionList } from '@cet-portal/api-client';
import { mockHandlers, serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SCREEN_WAIT, screenMeta } from '../../screens/screenStories';

/**
 * 'Confronta con la versione precedente' on `/showRequest/{id}`: what the applicant changed between two
 * sendings, word by word, which attachments it added, replaced or removed, beside the comment that asked.
 */
const meta = {
  title: 'Screens/Requests/Compare submissions',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/showRequest/request-013', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TWO_VERSIONS: SubmissionList = {
  result: [
    { version: 1, sent: '2026-03-02T09:30:00.000Z', available: true, reconstructed: false },
    { version: 2, sent: '2026-03-20T10:00:00.000Z', available: true, reconstructed: false },
  ],
  total: 2,
};

const COMPARISON: Comparison = {
  from: TWO_VERSIONS.result[0] as Comparison['from'],
  to: TWO_VERSIONS.result[1] as Comparison['to'],
  fields: [
    {
      field: 'studyTitle',
      label: 'Titolo dello studio',
      status: 'changed',
      parts: [
        { text: 'Cuore sano: studio randomizzato', change: 'same' },
        { text: ' di fase III', change: 'added' },
      ],
    },
    {
      field: 'investigationalDrug',
      label: 'Farmaco sperimentale',
      status: 'removed',
      parts: [{ text: 'Cardiolina 10 mg', change: 'removed' }],
    },
  ],
  documents: [
    { type: 'Lettera di intenti', status: 'replaced', before: 'lettera.pdf', after: 'lettera-firmata.pdf' },
    { type: 'Brochure', status: 'added', before: null, after: 'brochure.pdf' },
  ],
  comments: [
    {
      who: 'Giulia Bianchi',
      role: 'SEG',
      date: '2026-03-10T11:00:00.000Z',
      body: 'Il titolo deve indicare la fase dello studio e manca la firma sulla lettera di intenti.',
    },
  ],
};

const section = async (canvasElement: HTMLElement) => {
  const heading = await within(canvasElement).findByRole(
    'heading',
    { name: 'Confronta con la versione precedente' },
    SCREEN_WAIT,
  );
  return within((heading.closest('section') ?? heading.parentElement?.parentElement) as HTMLElement);
};

/** The secretariat reads the added words, the replaced letter and the question they answer. */
export const SEG: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.request.submissions(TWO_VERSIONS), mockHandlers.request.compare(COMPARISON));
  },
  play: async ({ canvasElement }) => {
    const card = await section(canvasElement);
    await expect(await card.findByText('Titolo dello studio (modificato)', {}, SCREEN_WAIT)).toBeVisible();
    const added = canvasElement.querySelector('ins');
    await expect(added).toHaveTextContent('Testo aggiunto: di fase III');
    await expect(canvasElement.querySelector('del')).toHaveTextContent('Testo rimosso: Cardiolina 10 mg');
    await expect(
      card.getByText('Lettera di intenti: «lettera.pdf» sostituito da «lettera-firmata.pdf»'),
    ).toBeVisible();
    await expect(card.getByText('Brochure: aggiunto «brochure.pdf»')).toBeVisible();
    const comments = card.getByRole('complementary', { name: 'Richiesta di integrazione' });
    await expect(within(comments).getByText(/manca la firma sulla lettera/)).toBeVisible();
  },
};

/** The applicant compares its own versions the same way. */
export const RIC: Story = {
  ...SEG,
  args: { path: '/showRequest/request-017', role: 'RIC' },
};

/** Sent again without any change: the comparison says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.request.submissions(TWO_VERSIONS),
      mockHandlers.request.compare({ ...COMPARISON, fields: [], documents: [], comments: [] }),
    );
  },
  play: async ({ canvasElement }) => {
    const card = await section(canvasElement);
    await expect(await card.findByText('Nessun campo modificato.', {}, SCREEN_WAIT)).toBeVisible();
    await expect(card.getByText('Nessun documento aggiunto, sostituito o rimosso.')).toBeVisible();
    await expect(card.getByText('Nessun commento tra le due versioni.')).toBeVisible();
  },
};

const LONG =
  'Descrizione molto dettagliata del disegno dello studio, dei criteri di inclusione e di esclusione, '.repeat(
    12,
  );

/** A long description rewritten: the whole text wraps, the changes marked in it. */
export const LongText: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.request.submissions(TWO_VERSIONS),
      mockHandlers.request.compare({
        ...COMPARISON,
        fields: [
          {
            field: 'description',
            label: 'Descrizione',
            status: 'changed',
            parts: [
              { text: LONG, change: 'same' },
              { text: 'con un braccio di controllo in doppio cieco', change: 'added' },
              { text: LONG, change: 'same' },
            ],
          },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const card = await section(canvasElement);
    await expect(await card.findByText('Descrizione (modificato)', {}, SCREEN_WAIT)).toBeVisible();
  },
};

/** Version 1 predates the kept versions: it cannot be chosen, and says why. */
export const UnavailableVersion: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.request.submissions({
        result: [
          { version: 1, sent: '2026-01-10T09:30:00.000Z', available: false, reconstructed: false },
          ...TWO_VERSIONS.result.map((submission) => ({ ...submission, version: submission.version + 1 })),
        ],
        total: 3,
      }),
      mockHandlers.request.compare(COMPARISON),
    );
  },
  play: async ({ canvasElement }) => {
    const card = await section(canvasElement);
    await card.findByText('Titolo dello studio (modificato)', {}, SCREEN_WAIT);
    await userEvent.click(card.getByRole('button', { name: /Versione di partenza/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', {
        name: /Versione 1 del 10\/01\/2026 \(versione non disponibile\)/,
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** While the comparison is computed. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.request.submissions(TWO_VERSIONS), ...slowHandlers('infinite', ['request.compare']));
  },
  play: async ({ canvasElement }) => {
    const card = await section(canvasElement);
    await expect(
      await card.findByRole('progressbar', { name: 'Confronto in corso…' }, SCREEN_WAIT),
    ).toBeVisible();
  },
};

/** The comparison fails: the section says so. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.request.submissions(TWO_VERSIONS), ...serverErrorHandlers(['request.compare']));
  },
  play: async ({ canvasElement }) => {
    const card = await section(canvasElement);
    await expect(
      await card.findByText('Non è stato possibile confrontare le versioni.', {}, SCREEN_WAIT),
    ).toBeVisible();
  },
};

/** A request sent once (the demo data keeps one version): no comparison section at all. */
export const SentOnce: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Cronologia' }, SCREEN_WAIT);
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Confronta con la versione precedente' }),
    ).toBeNull();
  },
};
