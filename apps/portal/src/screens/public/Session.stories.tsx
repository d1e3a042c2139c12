import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSessionStore } from '../../auth/sessionStore';
import { findPageTitle, SCREEN_WAIT, screenMeta } from '../screenStories';

/**
 * The session's moments on any page (here the applicant's home): the warning before it ends, the
 * warning when renewing failed, and 'Sessione scaduta' while a refused call waits. Then `/signin`
 * opened at an address the issuer does not answer to.
 */
const meta = {
  title: 'Screens/Public/Session',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/home', role: 'RIC' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Benvenuto nel portale del Comitato Etico Territoriale';
/** 17:45 in Rome on a winter day: the time the warnings must show. */
const QUARTER_TO_SIX = Date.parse('2026-11-24T16:45:00Z');

/** Five minutes before the session's hard end: the time, what to do, and a way to sign in again now. */
export const Ending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    useSessionStore.setState({ notice: { kind: 'ending', at: QUARTER_TO_SIX } });
    const text = await canvas.findByText(/La sessione scadrà alle 17:45: salva il lavoro\./, {}, SCREEN_WAIT);
    // Announced politely, with the way to sign in again beside it.
    const banner = text.closest<HTMLElement>('[role="status"]');
    await expect(banner).not.toBeNull();
    await expect(
      within(banner as HTMLElement).getByRole('button', { name: 'Accedi di nuovo ora' }),
    ).toBeEnabled();
  },
};

/** Renewing failed: the user is told when the session ends, before it does. */
export const RenewFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    useSessionStore.setState({ notice: { kind: 'renewFailed', at: QUARTER_TO_SIX } });
    const text = await canvas.findByText(
      /Non è stato possibile rinnovare la sessione, che scadrà alle 17:45/,
      {},
      SCREEN_WAIT,
    );
    await expect(text.closest('[role="status"]')).not.toBeNull();
  },
};

/** A call was refused and could not be renewed: the dialog; closing it with Escape lets the call fail. */
export const Expired: Story = {
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    const answer = fn();
    useSessionStore.setState({ pendingSignIn: answer });
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      { name: 'Sessione scaduta' },
      SCREEN_WAIT,
    );
    await expect(dialog).toHaveTextContent('quello che hai scritto resta in questa pagina');
    await expect(within(dialog).getByRole('button', { name: 'Accedi di nuovo' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Esci' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(answer).toHaveBeenCalledWith(false);
  },
};

/** `/signin` at an address the issuer does not send answers to: which address to use instead. */
export const WrongAddress: Story = {
  args: { path: '/signin', role: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Accesso');
    await expect(await canvas.findByRole('alert', {}, SCREEN_WAIT)).toHaveTextContent(
      "Apri il portale all'indirizzo http://localhost:8080.",
    );
    await expect(canvas.getByRole('link', { name: 'Apri http://localhost:8080' })).toHaveAttribute(
      'href',
      'http://localhost:8080/',
    );
  },
};
