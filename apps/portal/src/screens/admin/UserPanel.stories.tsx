import { serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPageTitle, retryAfterFailure, SCREEN_WAIT, screenMeta } from '../screenStories';

/** `/rolePanel` ('Pannello Utenti'): the users and their roles, for ADMIN only. */
const meta = {
  title: 'Screens/Administration/User panel',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/rolePanel', role: 'ADMIN' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Pannello Utenti';
const EDIT_USER = { name: /^Modifica utente / };

/** The legend of the roles, the search, the users with 'Modifica', and 'Nuovo Utente'. */
export const ADMIN: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(canvas.getByRole('search', { name: 'Cerca utenti' })).toBeVisible();
    await canvas.findAllByRole('button', EDIT_USER, SCREEN_WAIT);
    await expect(canvas.getByRole('button', { name: 'Nuovo Utente' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...slowHandlers('infinite', ['user.find']));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Caricamento in corso…' }, SCREEN_WAIT),
    ).toBeVisible();
  },
};

/** The users cannot be read: the reason, and 'Riprova' lists them. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['user.find']));
  },
  play: async ({ canvasElement, msw }) => {
    await findPageTitle(canvasElement, TITLE);
    await retryAfterFailure(canvasElement, msw, 'Non è stato possibile caricare gli utenti.');
    await within(canvasElement).findAllByRole('button', EDIT_USER, SCREEN_WAIT);
  },
};
