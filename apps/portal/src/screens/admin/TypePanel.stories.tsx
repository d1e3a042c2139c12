import { serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findMessage, findPageTitle, retryAfterFailure, SCREEN_WAIT, screenMeta } from '../screenStories';

/** `/typePanel` ('Gestisci Tipologie'): the attachments each request type asks for, for ADMIN only. */
const meta = {
  title: 'Screens/Administration/Type panel',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/typePanel', role: 'ADMIN' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Gestisci Tipologie';
const CHOOSE_TYPE = 'Scegli una tipologia per vederne i campi.';

/** A request type to choose before its fields are shown. */
export const ADMIN: Story = {
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await findMessage(canvasElement, CHOOSE_TYPE);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...slowHandlers('infinite', ['requestConfig.find']));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByRole(
        'progressbar',
        { name: 'Caricamento delle tipologie…' },
        SCREEN_WAIT,
      ),
    ).toBeVisible();
  },
};

/** The types cannot be read: the reason, and 'Riprova' shows them. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['requestConfig.find']));
  },
  play: async ({ canvasElement, msw }) => {
    await findPageTitle(canvasElement, TITLE);
    await retryAfterFailure(canvasElement, msw, 'Non è stato possibile caricare le tipologie.');
    await findMessage(canvasElement, CHOOSE_TYPE);
  },
};
