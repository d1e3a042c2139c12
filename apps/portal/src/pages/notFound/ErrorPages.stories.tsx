import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPageTitle, screenMeta } from '../../screens/screenStories';

/**
 * The generic error page: 404 for an address that matches no page, 403 for a page the active role
 * may not open (every guarded route answers so to the roles it is not for).
 */
const meta = {
  title: 'Screens/Errors/Error pages',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/paginaInesistente', role: 'RIC' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An address of no page: 'Errore 404', 'Torna indietro' and 'Vai alla Home'; no menu item is marked
 * as the current page ('Home' is not where the user is).
 */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Pagina non trovata');
    await expect(canvas.getByText('Errore 404')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Torna indietro' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vai alla Home' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** A visitor not signed in, on a mistyped address: the same 404 page, not the guard's alert. */
export const NotFoundSignedOut: Story = {
  name: 'Not found signed out',
  args: { role: undefined },
  play: NotFound.play,
};

/** The secretariat on the user panel, which is for ADMIN only: 'Errore 403'. */
export const Forbidden: Story = {
  args: { path: '/rolePanel', role: 'SEG' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Accesso negato');
    await expect(canvas.getByText('Errore 403')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Pannello Utenti' })).not.toBeInTheDocument();
  },
};

/** The request form is the applicant's: the committee is refused. */
export const ForbiddenRequestForm: Story = {
  name: 'Forbidden request form CET',
  args: { path: '/requestForm', role: 'CET' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, 'Accesso negato');
  },
};
