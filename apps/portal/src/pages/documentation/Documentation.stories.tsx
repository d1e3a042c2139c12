import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  findPageTitle,
  loadStories,
  SCREEN_WAIT,
  type ScreenPlay,
  screenMeta,
} from '../../screens/screenStories';

/**
 * `/documentation` (public): the fee sheet and one form archive per request type, the same for
 * everyone; only ADMIN replaces the fee sheet.
 */
const meta = {
  title: 'Screens/Public/Documentation',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/documentation', role: 'RIC' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Documentazione';
const FEE_SHEET_UPLOAD = { name: 'Documento degli oneri (PDF)' } as const;

/** The archives to download; no upload of the fee sheet. */
const readerPlay: ScreenPlay = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findPageTitle(canvasElement, TITLE);
  await expect(
    await canvas.findByRole('heading', { name: 'Oneri per la sottomissione delle pratiche' }, SCREEN_WAIT),
  ).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Modulistica' })).toBeVisible();
  await expect(canvas.queryByRole('group', FEE_SHEET_UPLOAD)).not.toBeInTheDocument();
};

export const SignedOut: Story = { args: { role: undefined }, play: readerPlay };

export const RIC: Story = { play: readerPlay };

export const SEG: Story = { args: { role: 'SEG' }, play: readerPlay };

export const CET: Story = { args: { role: 'CET' }, play: readerPlay };

export const PRE: Story = { args: { role: 'PRE' }, play: readerPlay };

/** The administrator uploads the fee sheet (none yet in the demo data). */
export const ADMIN: Story = {
  args: { role: 'ADMIN' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByRole('group', FEE_SHEET_UPLOAD, SCREEN_WAIT),
    ).toBeVisible();
  },
};

const load = loadStories({ call: 'documentation.get', title: TITLE, loaded: readerPlay });

export const Loading = load.loading('Caricamento della documentazione…');

/** The documentation cannot be read: the reason, and 'Riprova' shows it. */
export const LoadError = load.error('Non è stato possibile caricare la documentazione.');
