import { serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPageTitle, retryAfterFailure, SCREEN_WAIT, screenMeta } from '../screenStories';

/**
 * `/` and `/home` (public, the same page): the home content ADMIN edits, and once signed in the
 * entry points of the active role ('Accesso rapido').
 */
const meta = {
  title: 'Screens/Public/Home',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/home', role: 'RIC' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Benvenuto nel portale del Comitato Etico Territoriale';
const ENTRY_POINTS = { name: 'Accesso rapido' } as const;

/** Signed out at `/`: the home content and 'Accedi all'area personale'; no entry points. */
export const SignedOut: Story = {
  args: { path: '/', role: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await canvas.findByRole('link', { name: "Accedi all'area personale" }, SCREEN_WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', ENTRY_POINTS)).not.toBeInTheDocument();
  },
};

/** The entry points of the active role, and not those of the others. */
const entryPointsPlay =
  (shown: string, hidden: string): Story['play'] =>
  async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    const entries = within(await within(canvasElement).findByRole('navigation', ENTRY_POINTS, SCREEN_WAIT));
    await expect(entries.getByRole('link', { name: shown })).toBeVisible();
    await expect(entries.queryByRole('link', { name: hidden })).not.toBeInTheDocument();
  };

export const RIC: Story = {
  play: entryPointsPlay('Compila una nuova richiesta', 'Vai alla lista delle riunioni'),
};

export const SEG: Story = {
  args: { role: 'SEG' },
  play: entryPointsPlay('Vai alle richieste in lavorazione', 'Compila una nuova richiesta'),
};

export const CET: Story = {
  args: { role: 'CET' },
  play: entryPointsPlay('Crea una nuova riunione', 'Vai alle richieste in lavorazione'),
};

export const PRE: Story = {
  args: { role: 'PRE' },
  play: entryPointsPlay('Vai alla lista delle riunioni', 'Crea una nuova riunione'),
};

export const ADMIN: Story = {
  args: { role: 'ADMIN' },
  play: entryPointsPlay('Vai al pannello utenti', 'Vai alla lista delle riunioni'),
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...slowHandlers('infinite', ['home.find']));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByRole(
        'progressbar',
        { name: 'Caricamento dei contenuti…' },
        SCREEN_WAIT,
      ),
    ).toBeVisible();
  },
};

/** The home content cannot be read: the page says so and 'Riprova' shows it; the entry points stay. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['home.find']));
  },
  play: async ({ canvasElement, msw }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(within(canvasElement).getByRole('navigation', ENTRY_POINTS)).toBeVisible();
    await retryAfterFailure(
      canvasElement,
      msw,
      'Non è stato possibile caricare i contenuti della pagina principale.',
      { saysReason: false },
    );
  },
};
