import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { screenI18n } from '../screens/screenI18n';
import { FirstView } from './FirstView';

/**
 * What the built HTML shows before any script has run (firstView.ts renders it into `index.html` and
 * `page.html`): in Italian, as the portal starts, and with no signed-in user, since the server cannot
 * know one.
 */
const meta = {
  title: 'Screens/Public/First view',
  component: FirstView,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <I18nextProvider i18n={screenI18n}>
        <Story />
      </I18nextProvider>
    ),
  ],
} satisfies Meta<typeof FirstView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `index.html`: the home page's header, menu and heading, its content still loading. The header names
 * no committee: one build serves every region, whose name and colour arrive with `/api/config`.
 */
export const Home: Story = {
  args: { kind: 'home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Benvenuto nel portale del Comitato Etico Territoriale',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Accedi all'area personale" })).toHaveAttribute(
      'href',
      '/signin',
    );
    const menu = canvas.getByRole('navigation', { name: 'Menu principale' });
    await expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('progressbar', { name: 'Caricamento dei contenuti…' })).toBeVisible();
    const banner = canvas.getByRole('banner');
    await expect(banner).not.toHaveTextContent('Comitato Etico Territoriale');
    await expect(banner).not.toHaveTextContent('Dipartimento');
  },
};

/** `page.html`, every other address: the loading indicator, and nothing of the home page. */
export const OtherPage: Story = {
  args: { kind: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Caricamento della pagina…' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('banner')).toBeNull();
  },
};
