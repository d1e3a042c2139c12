import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useSessionStore } from '../../auth/sessionStore';
import {
  findPageTitle,
  portalConfigHandler,
  SCREEN_WAIT,
  screenMeta,
  signInUnavailableConfigHandler,
} from '../../screens/screenStories';

/**
 * The session's moments on any page (here the applicant's home): the warning before it ends, the
 * warning when renewing failed, and 'Sessione scaduta' while a refused call waits. Then `/signin`
 * opened at an address the issuer does not answer to, and while the organisation's sign-in is down.
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

const UNAVAILABLE = "Il servizio di accesso dell'organizzazione non è raggiungibile";

/**
 * `/signin` while the server cannot reach the organisation's sign-in (`oidc` null in its
 * configuration): the page says so and offers 'Riprova', which asks the server again; once the issuer
 * answers, the sign-in goes on (here, at an address the issuer does not answer to, to its next step).
 */
export const SignInUnavailable: Story = {
  args: { path: '/signin', role: undefined },
  beforeEach: ({ msw }) => {
    msw.use(signInUnavailableConfigHandler());
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Accesso');
    const alert = await canvas.findByRole('alert', {}, SCREEN_WAIT);
    await expect(alert).toHaveTextContent(`${UNAVAILABLE}: non è possibile accedere al portale`);
    await expect(alert).toHaveTextContent('Riprova più tardi.');
    // Still down: 'Riprova' asks again and the page says the same.
    await userEvent.click(canvas.getByRole('button', { name: 'Riprova' }));
    await expect(await canvas.findByRole('button', { name: 'Riprova' }, SCREEN_WAIT)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    // The issuer answers again: 'Riprova', from the keyboard, goes on to the sign-in.
    msw.resetHandlers();
    msw.use(portalConfigHandler());
    canvas.getByRole('button', { name: 'Riprova' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(canvas.queryByText(new RegExp(UNAVAILABLE))).not.toBeInTheDocument(),
      SCREEN_WAIT,
    );
    await expect(await canvas.findByRole('alert', {}, SCREEN_WAIT)).toHaveTextContent(
      "Apri il portale all'indirizzo http://localhost:8080.",
    );
  },
};
