import type { Meta } from '@storybook/react-vite';
import { screenMeta } from '../../screens/screenStories';
import { type StaffListRoute, statusListStories } from '../../screens/staffListStories';

const ALL: StaffListRoute = { path: '/requestListSubmitted', title: 'Lista Richieste inoltrate' };
const COMPASSIONATE: StaffListRoute = {
  path: '/requestListCompSubmitted',
  title: 'Lista Richieste Usi Compassionevoli inoltrate',
};

/**
 * `/requestListSubmitted` and `/requestListCompSubmitted`: the requests forwarded to the committee (SUBMITTED), of every type
 * and of compassionate uses (type F) only, as the three staff roles of the 'Elenco Richieste' menu see them.
 */
const meta = {
  title: 'Screens/Requests/Submitted lists',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: ALL.path, role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

const lists = statusListStories(ALL, COMPASSIONATE, { offersOnlyIntegrated: true });

export const SEG = lists.all('SEG');

export const CET = lists.all('CET');

export const PRE = lists.all('PRE');

export const CompassionateSEG = { name: 'Compassionate uses SEG', ...lists.compassionate('SEG') };

export const CompassionateCET = { name: 'Compassionate uses CET', ...lists.compassionate('CET') };

export const CompassionatePRE = { name: 'Compassionate uses PRE', ...lists.compassionate('PRE') };
