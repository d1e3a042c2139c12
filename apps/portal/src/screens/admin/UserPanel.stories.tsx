import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadStories, screenMeta } from '../screenStories';
import { adminPanelPlay } from './adminPanelPlay';

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

/** The legend of the roles, the search, the users with 'Modifica', and 'Nuovo Utente'. */
export const ADMIN: Story = {
  play: adminPanelPlay({
    title: TITLE,
    search: 'Cerca utenti',
    edit: /^Modifica utente /,
    create: 'Nuovo Utente',
  }),
};

const load = loadStories({ call: 'user.find', title: TITLE, loaded: ADMIN.play });

export const Loading = load.loading();

/** The users cannot be read: the reason, and 'Riprova' lists them. */
export const LoadError = load.error('Non è stato possibile caricare gli utenti.');
