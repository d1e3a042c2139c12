import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPageTitle, loadStories, SCREEN_WAIT, screenMeta } from '../screenStories';

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

const load = loadStories({ call: 'conference.find', title: TITLE, loaded: SEG.play });

export const Loading = load.loading();

/** The meetings cannot be read: the reason, and 'Riprova' lists them. */
export const LoadError = load.error('Non è stato possibile caricare le riunioni.');
