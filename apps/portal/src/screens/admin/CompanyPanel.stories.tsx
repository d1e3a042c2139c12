import { serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPageTitle, retryAfterFailure, SCREEN_WAIT, screenMeta } from '../screenStories';

/** `/corporatePanel` ('Pannello Enti'): the companies of the applicants, for ADMIN only. */
const meta = {
  title: 'Screens/Administration/Company panel',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/corporatePanel', role: 'ADMIN' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Pannello Enti';
const EDIT_COMPANY = { name: /^Modifica ente / };

/** The search, the companies with 'Modifica', and 'Nuovo Ente'. */
export const ADMIN: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(canvas.getByRole('search', { name: 'Cerca enti' })).toBeVisible();
    await canvas.findAllByRole('button', EDIT_COMPANY, SCREEN_WAIT);
    await expect(canvas.getByRole('button', { name: 'Nuovo Ente' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...slowHandlers('infinite', ['user.findCompanies']));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Caricamento in corso…' }, SCREEN_WAIT),
    ).toBeVisible();
  },
};

/** The companies cannot be read: the reason, and 'Riprova' lists them. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['user.findCompanies']));
  },
  play: async ({ canvasElement, msw }) => {
    await findPageTitle(canvasElement, TITLE);
    await retryAfterFailure(canvasElement, msw, 'Non è stato possibile caricare gli enti.');
    await within(canvasElement).findAllByRole('button', EDIT_COMPANY, SCREEN_WAIT);
  },
};
