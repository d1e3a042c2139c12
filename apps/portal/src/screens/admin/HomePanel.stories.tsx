import { makeHome, mockHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPageTitle, loadStories, SCREEN_WAIT, screenMeta } from '../screenStories';

/** `/homePanel` ('Gestisci pagina principale'): the home page's three rich texts, for ADMIN only. */
const meta = {
  title: 'Screens/Administration/Home panel',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/homePanel', role: 'ADMIN' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Gestisci pagina principale';

/** The stored home content in its editors, with 'Ripristina' and 'Salva'. */
export const ADMIN: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(await canvas.findByRole('button', { name: 'Salva' }, SCREEN_WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ripristina' })).toBeVisible();
  },
};

/** Who saved the content last and when, the date written dd-MM-yyyy as the spec asks. */
export const LastUpdate: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.home.find({ result: [makeHome({ updated: '2026-11-28T10:00:00.000Z' })], total: 1 }),
    );
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByText(
        'Ultimo aggiornamento di Marco Colombo il 28-11-2026',
        {},
        SCREEN_WAIT,
      ),
    ).toBeVisible();
  },
};

/** The same in English. */
export const LastUpdateEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: LastUpdate.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Last updated by Marco Colombo on 28-11-2026', {}, SCREEN_WAIT),
    ).toBeVisible();
  },
};

const load = loadStories({ call: 'home.find', title: TITLE, loaded: ADMIN.play });

export const Loading = load.loading('Caricamento della pagina principale…');

/** The home content cannot be read: the reason, and 'Riprova' opens the editors. */
export const LoadError = load.error('Non è stato possibile caricare la pagina principale.');
