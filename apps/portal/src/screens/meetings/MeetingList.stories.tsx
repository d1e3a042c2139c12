import { serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPageTitle, retryAfterFailure, SCREEN_WAIT, screenMeta } from '../screenStories';

/** `/conferenceList`: the meetings with filters, paging and export; only the secretariat creates one. */
const meta = {
  title: 'Screens/Meetings/Meeting list',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/conferenceList', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Lista Riunioni';
const MEETING_LINK = /^(Visualizza|Modifica) la riunione /;

/** Giulia Bianchi: the meetings, and 'Nuova Riunione'. */
export const SEG: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await canvas.findAllByRole('link', { name: MEETING_LINK }, SCREEN_WAIT);
    await expect(canvas.getByRole('link', { name: 'Nuova Riunione' })).toHaveAttribute(
      'href',
      '/newConference',
    );
  },
};

/** The committee reads the meetings; no 'Nuova Riunione' here. */
export const CET: Story = {
  args: { role: 'CET' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await canvas.findAllByRole('link', { name: MEETING_LINK }, SCREEN_WAIT);
    await expect(canvas.queryByRole('link', { name: 'Nuova Riunione' })).not.toBeInTheDocument();
  },
};

/** The president's only list. */
export const PRE: Story = { args: { role: 'PRE' }, play: CET.play };

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...slowHandlers('infinite', ['conference.find']));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Caricamento in corso…' }, SCREEN_WAIT),
    ).toBeVisible();
  },
};

/** The meetings cannot be read: the reason, and 'Riprova' lists them. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['conference.find']));
  },
  play: async ({ canvasElement, msw }) => {
    await findPageTitle(canvasElement, TITLE);
    await retryAfterFailure(canvasElement, msw, 'Non è stato possibile caricare le riunioni.');
    await within(canvasElement).findAllByRole('link', { name: MEETING_LINK }, SCREEN_WAIT);
  },
};
