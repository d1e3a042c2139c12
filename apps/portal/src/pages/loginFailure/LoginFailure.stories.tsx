import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPageTitle, SCREEN_WAIT, screenMeta } from '../../screens/screenStories';

/** `/loginFailure` (public): where a failed sign-in lands, with the 2-second notice 'Autenticazione'. */
const meta = {
  title: 'Screens/Public/Login failure',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/loginFailure' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, as a failed sign-in leaves the user: the notice, the explanation and the way home. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Accesso non riuscito');
    await expect(
      await within(document.body).findByText('Errore in fase di autenticazione', {}, SCREEN_WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Torna alla Home' })).toHaveAttribute('href', '/');
  },
};
