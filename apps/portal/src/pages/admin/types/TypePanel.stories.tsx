import type { Meta, StoryObj } from '@storybook/react-vite';
import { findMessage, findPageTitle, loadStories, screenMeta } from '../../../screens/screenStories';

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

/** A request type to choose before its fields are shown. */
export const ADMIN: Story = {
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await findMessage(canvasElement, 'Scegli una tipologia per vederne i campi.');
  },
};

const load = loadStories({ call: 'requestConfig.find', title: TITLE, loaded: ADMIN.play });

export const Loading = load.loading('Caricamento delle tipologie…');

/** The types cannot be read: the reason, and 'Riprova' shows them. */
export const LoadError = load.error('Non è stato possibile caricare le tipologie.');
