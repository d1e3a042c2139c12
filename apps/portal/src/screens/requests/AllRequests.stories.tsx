import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMeta } from '../screenStories';
import { staffListPlay } from './staffListPlay';

/** `/requestListAll` ('Cerca richiesta'): the free search across every status and type. */
const meta = {
  title: 'Screens/Requests/All requests',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/requestListAll', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Lista di tutte le Richieste';
const options = { offersOnlyIntegrated: false };

export const SEG: Story = { play: staffListPlay(TITLE, options) };

export const CET: Story = { args: { role: 'CET' }, play: staffListPlay(TITLE, options) };

export const PRE: Story = { args: { role: 'PRE' }, play: staffListPlay(TITLE, options) };
