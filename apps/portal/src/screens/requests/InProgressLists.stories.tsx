import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMeta } from '../screenStories';
import { staffListPlay } from './staffListPlay';

/**
 * `/requestListInProgress` and `/requestListCompInProgress`: the requests in progress (PENDING, WAIT_PROT, WAIT_PROT_CER, INTEGRATED), of every type
 * and of compassionate uses (type F) only, as the three staff roles of the 'Elenco Richieste' menu see them.
 */
const meta = {
  title: 'Screens/Requests/In progress lists',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/requestListInProgress', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALL = 'Lista Richieste in lavorazione';
const COMPASSIONATE = 'Lista Richieste Usi Compassionevoli in lavorazione';
const COMPASSIONATE_PATH = '/requestListCompInProgress';
const options = { offersOnlyIntegrated: true };

export const SEG: Story = { play: staffListPlay(ALL, options) };

export const CET: Story = { args: { role: 'CET' }, play: staffListPlay(ALL, options) };

export const PRE: Story = { args: { role: 'PRE' }, play: staffListPlay(ALL, options) };

export const CompassionateSEG: Story = {
  name: 'Compassionate uses SEG',
  args: { path: COMPASSIONATE_PATH },
  play: staffListPlay(COMPASSIONATE, options),
};

export const CompassionateCET: Story = {
  name: 'Compassionate uses CET',
  args: { path: COMPASSIONATE_PATH, role: 'CET' },
  play: staffListPlay(COMPASSIONATE, options),
};

export const CompassionatePRE: Story = {
  name: 'Compassionate uses PRE',
  args: { path: COMPASSIONATE_PATH, role: 'PRE' },
  play: staffListPlay(COMPASSIONATE, options),
};
