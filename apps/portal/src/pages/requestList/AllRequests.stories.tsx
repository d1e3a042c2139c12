import type { Meta } from '@storybook/react-vite';
import { screenMeta } from '../../screens/screenStories';
import { type StaffListRoute, staffListStory } from '../../screens/staffListStories';

/** `/requestListAll` ('Cerca richiesta'): the free search across every status and type. */
const meta = {
  title: 'Screens/Requests/All requests',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/requestListAll', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

const ALL: StaffListRoute = { path: '/requestListAll', title: 'Lista di tutte le Richieste' };
const options = { offersOnlyIntegrated: false };

export const SEG = staffListStory(ALL, 'SEG', options);

export const CET = staffListStory(ALL, 'CET', options);

export const PRE = staffListStory(ALL, 'PRE', options);
