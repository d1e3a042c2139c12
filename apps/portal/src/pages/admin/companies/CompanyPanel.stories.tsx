import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminPanelPlay } from '../../../screens/adminPanelPlay';
import { loadStories, screenMeta } from '../../../screens/screenStories';

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

/** The search, the companies with 'Modifica', and 'Nuovo Ente'. */
export const ADMIN: Story = {
  play: adminPanelPlay({ title: TITLE, search: 'Cerca enti', edit: /^Modifica ente /, create: 'Nuovo Ente' }),
};

const load = loadStories({ call: 'user.findCompanies', title: TITLE, loaded: ADMIN.play });

export const Loading = load.loading();

/** The companies cannot be read: the reason, and 'Riprova' lists them. */
export const LoadError = load.error('Non è stato possibile caricare gli enti.');
