import { type CallKey, DEFAULT_ERROR_MESSAGES, ROLE_NAMES } from '@cet-portal/api-client';
import { serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryClient } from '../api/queryClient';
import { appToasts } from '../app/toasts';
import { useSessionStore } from '../auth/sessionStore';
import type { PortalConfig } from '../config/portalConfig';
import { useConflictStore } from '../errors/failureStore';
import { PortalScreen, type PortalScreenProps } from './PortalScreen';
import { screenI18n } from './screenI18n';

/** What `GET /api/config` answers with the embedded sign-in issuer (apps/api/src/portalConfig.ts). */
const embeddedIssuerConfig: PortalConfig = {
  oidc: {
    issuer: 'http://localhost:8080/oidc',
    authorizationEndpoint: 'http://localhost:8080/oidc/auth',
    tokenEndpoint: 'http://localhost:8080/oidc/token',
    endSessionEndpoint: 'http://localhost:8080/oidc/session/end',
    clientId: 'cet-portal',
    scope: 'openid',
    portalOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080'],
    sessionMaxSeconds: 8 * 3600,
    renewBeforeSeconds: 60,
  },
  manualUrl: null,
  identity: {
    name: 'Comitato Etico Territoriale',
    department: 'Regione – Dipartimento Salute',
    logoUrl: null,
    primaryColor: '#435A70',
  },
  contacts: {
    addressLines: ['Via Cristoforo Colombo 112', '00147 Roma (RM)'],
    email: 'comitato.etico@regione.example.it',
    pec: 'comitato.etico@pec.regione.example.it',
    phone: null,
  },
  accessibility: {
    entity: 'Comitato Etico Territoriale',
    siteUrl: 'http://localhost:8080',
    conformance: 'partial',
    issues: [
      'I documenti PDF caricati dai richiedenti possono non essere accessibili: il portale non ne controlla il contenuto.',
    ],
    preparedOn: '2026-11-24',
    feedbackUrl: 'https://form.agid.gov.it/',
    contactEmail: 'accessibilita@regione.example.it',
  },
};

/** The portal asks its server where to sign in before drawing the shell; the API mocks know only the calls. */
export const portalConfigHandler = () =>
  http.get('/api/config', () => HttpResponse.json(embeddedIssuerConfig));

/** The server cannot reach the organisation's sign-in (its discovery has not succeeded): no `oidc`. */
export const signInUnavailableConfigHandler = () =>
  http.get('/api/config', () => HttpResponse.json({ ...embeddedIssuerConfig, oidc: null }));

/** The same configuration with another accessibility statement, for the statement's stories. */
export const accessibilityConfigHandler = (accessibility: Partial<PortalConfig['accessibility']>) =>
  http.get('/api/config', () =>
    HttpResponse.json({
      ...embeddedIssuerConfig,
      accessibility: { ...embeddedIssuerConfig.accessibility, ...accessibility },
    }),
  );

const languageOf = (globals: Record<string, unknown>) => (globals.locale === 'en' ? 'en' : 'it');

/** The ITA/ENG toolbar switches the portal's texts as the header's language switch does. */
const withToolbarLanguage: Decorator = (Story, { globals }) => {
  const language = languageOf(globals);
  useEffect(() => {
    void screenI18n.changeLanguage(language);
  }, [language]);
  return <Story />;
};

/**
 * Every screen starts from an empty cache (the mock backend's world is rolled back before every story,
 * in .storybook/preview.tsx): the portal's query client and notifications cleared, no conflict or session dialog waiting. The portal's own
 * query client, cleared, rather than a new one: the meeting pages write their changes into it.
 */
const startScreen: NonNullable<Meta['beforeEach']> = async ({ msw, globals }) => {
  queryClient.clear();
  appToasts.clear();
  useConflictStore.getState().close();
  useSessionStore.setState({ notice: null, pendingSignIn: null });
  msw.use(portalConfigHandler());
  await screenI18n.changeLanguage(languageOf(globals));
};

/**
 * The shared part of every screen's meta. The title, `tags: ['!autodocs']` and the full-screen
 * layout stay in each file: the indexer reads the first two from the meta's own text, and Storybook's
 * docs transform rewrites `parameters` there (a spread one is lost). No docs page either: it would
 * draw every role of a screen at once, while the portal has one signed-in user and one query cache.
 */
export const screenMeta = {
  component: PortalScreen,
  render: (args: PortalScreenProps) => (
    <PortalScreen key={`${args.identity?.fiscalCode ?? args.role ?? ''} ${args.path}`} {...args} />
  ),
  beforeEach: startScreen,
  decorators: [withToolbarLanguage],
  argTypes: {
    path: { control: 'text' },
    role: { control: 'select', options: ROLE_NAMES },
  },
} satisfies Partial<Meta<typeof PortalScreen>>;

/** Page loads wait for a lazy chunk, the configuration, the user and the data; a failed load retries once. */
export const SCREEN_WAIT = { timeout: 10_000 };

/** The page's only h1, once it is drawn. */
export const findPageTitle = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, SCREEN_WAIT);

/** A status or alert message of the page, once it is drawn. */
export const findMessage = (canvasElement: HTMLElement, text: string | RegExp) =>
  within(canvasElement).findByText(text, {}, SCREEN_WAIT);

/**
 * A failed load says what failed, with the server's reason where the page gives it, and offers
 * 'Riprova'; once the server answers again (the story's failing handlers dropped), 'Riprova' pressed
 * with the keyboard loads it.
 */
export const retryAfterFailure = async (
  canvasElement: HTMLElement,
  msw: MswApi,
  what: string,
  { saysReason = true }: { saysReason?: boolean } = {},
) => {
  const canvas = within(canvasElement);
  const alert = await waitFor(() => {
    const found = canvas.getAllByRole('alert').find((candidate) => candidate.textContent?.includes(what));
    if (!found) throw new Error(`No alert says '${what}'`);
    return found;
  }, SCREEN_WAIT);
  if (saysReason) await expect(alert).toHaveTextContent(DEFAULT_ERROR_MESSAGES.SERVER_ERROR);
  msw.resetHandlers();
  msw.use(portalConfigHandler());
  canvas.getByRole('button', { name: 'Riprova' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(alert).not.toBeInTheDocument(), SCREEN_WAIT);
};

/** A screen story's `play`: the context holds the canvas, the args and the story's MSW handlers. */
export type ScreenPlay = NonNullable<StoryObj<typeof PortalScreen>['play']>;

/** What the Loading and LoadError stories of a screen wait for, at the meta's path and role. */
interface ScreenLoad {
  /** The call that loads the page's data: it never answers, or it fails. */
  call: CallKey;
  /** The page's h1, drawn before its data; none where the title is part of the data. */
  title?: string;
  /** The page once 'Riprova' has loaded it: usually the main story's play. */
  loaded?: ScreenPlay;
}

/** The Loading and LoadError stories of a screen whose data `call` loads. */
export const loadStories = ({ call, title, loaded }: ScreenLoad) => ({
  /** While `call` has not answered: the page title, and the progress bar named `progress`. */
  loading: (progress = 'Caricamento in corso…'): StoryObj<typeof PortalScreen> => ({
    beforeEach: ({ msw }) => {
      msw.use(...slowHandlers('infinite', [call]));
    },
    play: async ({ canvasElement }) => {
      if (title) await findPageTitle(canvasElement, title);
      await expect(
        await within(canvasElement).findByRole('progressbar', { name: progress }, SCREEN_WAIT),
      ).toBeVisible();
    },
  }),
  /**
   * `call` fails: the page title, the alert saying `failure` (with the server's reason unless
   * `saysReason` is false), what the page shows meanwhile (`whileFailed`), and the page once 'Riprova'
   * has loaded it.
   */
  error: (
    failure: string,
    { saysReason, whileFailed }: { saysReason?: boolean; whileFailed?: ScreenPlay } = {},
  ): StoryObj<typeof PortalScreen> => ({
    beforeEach: ({ msw }) => {
      msw.use(...serverErrorHandlers([call]));
    },
    play: async (context) => {
      if (title) await findPageTitle(context.canvasElement, title);
      await whileFailed?.(context);
      await retryAfterFailure(context.canvasElement, context.msw, failure, { saysReason });
      await loaded?.(context);
    },
  }),
});
