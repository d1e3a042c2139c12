import { serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPageTitle, retryAfterFailure, SCREEN_WAIT, screenMeta } from '../screenStories';

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

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...slowHandlers('infinite', ['home.find']));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByRole(
        'progressbar',
        { name: 'Caricamento della pagina principale…' },
        SCREEN_WAIT,
      ),
    ).toBeVisible();
  },
};

/** The home content cannot be read: the reason, and 'Riprova' opens the editors. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['home.find']));
  },
  play: async ({ canvasElement, msw }) => {
    await findPageTitle(canvasElement, TITLE);
    await retryAfterFailure(canvasElement, msw, 'Non è stato possibile caricare la pagina principale.');
    await within(canvasElement).findByRole('button', { name: 'Salva' }, SCREEN_WAIT);
  },
};
