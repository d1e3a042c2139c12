import { makeRequest, mockHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPageTitle, loadStories, SCREEN_WAIT, screenMeta } from '../../screens/screenStories';

/**
 * `/showRequest/{id}`: one request with its sections, and what the active role may do with it —
 * the applicant edits it when asked to integrate, the secretariat decides, the committee and the
 * president upload the report.
 */
const meta = {
  title: 'Screens/Requests/Show request',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/showRequest/request-017', role: 'RIC' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Dettaglio richiesta';
const DECISION = { level: 2, name: 'Decisione della segreteria' } as const;
const EXTENSION = { level: 2, name: 'Proroga del termine per l’integrazione' } as const;

/** Mario Rossi's request to integrate (request-017): 'Modifica richiesta', no decision. */
export const RIC: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await canvas.findByRole('link', { name: 'Modifica richiesta' }, SCREEN_WAIT),
    ).toHaveAttribute('href', '/requestForm/request-017');
    await expect(canvas.queryByRole('heading', DECISION)).not.toBeInTheDocument();
    // The integration clock: the due date and the days left, and no extension for the applicant.
    await expect(canvas.getByText(/^Scade il \d{2}\/\d{2}\/\d{4}, mancano \d+ giorni$/)).toBeVisible();
    await expect(canvas.queryByRole('heading', EXTENSION)).not.toBeInTheDocument();
  },
};

/**
 * A request whose integration due date passed (request-061): 'Termine scaduto', and the secretariat's
 * choice — the decision form to reject it, or the extension with a reason, which starts the clock again.
 */
export const SEGDeadlinePassed: Story = {
  name: 'SEG, deadline passed',
  args: { path: '/showRequest/request-061', role: 'SEG' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await canvas.findByText(/^Termine scaduto il \d{2}\/\d{2}\/\d{4}$/, {}, SCREEN_WAIT),
    ).toBeVisible();
    const actions = canvas.getByRole('navigation', { name: 'Azioni disponibili' });
    await expect(within(actions).getByRole('link', { name: 'Vai alla proroga del termine' })).toHaveAttribute(
      'href',
      '#proroga',
    );
    await expect(await canvas.findByRole('heading', DECISION, SCREEN_WAIT)).toBeVisible();
    const form = canvas.getByRole('form', { name: EXTENSION.name });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Giorni di proroga' }), '30');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Motivo della proroga' }),
      'Il centro coordinatore attende il parere del proprio comitato',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Proroga il termine' }));
    await waitFor(
      () => expect(canvas.getByText(/^Scade il \d{2}\/\d{2}\/\d{4}, mancano 30 giorni$/)).toBeVisible(),
      SCREEN_WAIT,
    );
    await expect(
      canvas.getByText(
        'Termine prorogato di 30 giorni: Il centro coordinatore attende il parere del proprio comitato',
      ),
    ).toBeVisible();
  },
};

/**
 * A request awaiting evaluation (request-013): the secretariat's decision form, announced at the top
 * ('Azioni disponibili' leads to it); no editing.
 */
export const SEG: Story = {
  args: { path: '/showRequest/request-013', role: 'SEG' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await canvas.findByRole('heading', DECISION, SCREEN_WAIT);
    const actions = canvas.getByRole('navigation', { name: 'Azioni disponibili' });
    await expect(
      within(actions).getByRole('link', { name: 'Vai alla decisione della segreteria' }),
    ).toHaveAttribute('href', '#decisione');
    await expect(canvas.getByRole('button', { name: 'Conferma decisione' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Modifica richiesta' })).not.toBeInTheDocument();
  },
};

/**
 * An accepted request with its report (request-119) whose rapporteur is Paolo Neri: he may replace
 * the report, as the server lets the request's rapporteur do; no decision.
 */
export const CET: Story = {
  args: { path: '/showRequest/request-119', role: 'CET' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await canvas.findByRole('group', { name: 'Sostituisci il verbale' }, SCREEN_WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', DECISION)).not.toBeInTheDocument();
  },
};

/**
 * A report of a request another member reviewed (request-009): the committee reads it, and is not
 * offered the upload the server would refuse (mayAttachReport, with the meeting's rapporteur).
 */
const readsReportOnly: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findPageTitle(canvasElement, TITLE);
  const report = await canvas.findByRole('region', { name: 'Verbale' }, SCREEN_WAIT);
  await expect(await within(report).findByText(/^Verbale_\d+\.pdf$/)).toBeVisible();
  await expect(
    within(report).queryByRole('group', { name: 'Sostituisci il verbale' }),
  ).not.toBeInTheDocument();
};

export const CETNotRapporteur: Story = {
  name: 'CET not rapporteur',
  args: { path: '/showRequest/request-009', role: 'CET' },
  play: readsReportOnly,
};

/** The president, rapporteur of none of them, reads the report too, without the upload. */
export const PRE: Story = {
  args: { path: '/showRequest/request-009', role: 'PRE' },
  play: readsReportOnly,
};

/** Another company's request (request-003) is refused to an applicant: the 403 page. */
export const OtherCompanyRIC: Story = {
  name: 'Other company RIC',
  args: { path: '/showRequest/request-003' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, 'Accesso negato');
    await expect(within(canvasElement).queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
  },
};

/** A request that does not exist: the 404 page. */
export const NotFound: Story = {
  args: { path: '/showRequest/request-999', role: 'SEG' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, 'Pagina non trovata');
  },
};

/** Mario Rossi's request to integrate, its promoter in Milan, its protocol registered. */
const promoterInMilan = makeRequest({
  _id: 'request-017',
  state: 'TO_INTEGRATE',
  identifier: 17,
  promoterCountry: 'IT',
  promoterProvince: 'MI',
  promoterCity: 'Milano',
  delegatedBy: 'Promotore',
  protocols: [{ protocol: 17, year: 2026, date: '2026-03-03T10:00:00.000Z' }],
});

/** The value a description list gives `term` in `section`. */
const definitionOf = (section: HTMLElement, term: string) =>
  within(section).getByText(term).nextElementSibling;

/**
 * The promoter's country, province and who submitted the request by name, as the form's selects
 * offer them: 'Italia', 'Milano', 'Promotore' rather than the stored 'IT' and 'MI'.
 */
export const PromoterByName: Story = {
  name: 'Promoter by name RIC',
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.request.get(promoterInMilan));
  },
  play: async ({ canvasElement }) => {
    const promoter = await within(canvasElement).findByRole(
      'region',
      { name: 'Dati del promotore' },
      SCREEN_WAIT,
    );
    await expect(definitionOf(promoter, 'Nazione')).toHaveTextContent(/^Italia$/);
    await waitFor(
      () => expect(definitionOf(promoter, 'Provincia')).toHaveTextContent(/^Milano$/),
      SCREEN_WAIT,
    );
    await expect(definitionOf(promoter, 'Richiesta presentata da')).toHaveTextContent(/^Promotore$/);
  },
};

/**
 * Under ENG the whole page is English: the promoter's country and who submitted it, the protocol's
 * date, and the history's events and the protocol job that registered the request.
 */
export const EnglishRIC: Story = {
  name: 'English RIC',
  tags: ['!dev', '!autodocs'],
  globals: { locale: 'en' },
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.request.get(promoterInMilan));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Request details');
    const promoter = await canvas.findByRole('region', { name: 'Promoter data' }, SCREEN_WAIT);
    await expect(definitionOf(promoter, 'Country')).toHaveTextContent(/^Italy$/);
    await waitFor(
      () => expect(definitionOf(promoter, 'Province')).toHaveTextContent(/^Milano$/),
      SCREEN_WAIT,
    );
    await expect(definitionOf(promoter, 'Request submitted by')).toHaveTextContent(/^Promoter$/);
    const protocols = await canvas.findByRole('region', { name: 'Protocols' }, SCREEN_WAIT);
    await expect(within(protocols).getByText('000017/2026 of 03/03/2026')).toBeVisible();

    const history = await canvas.findByRole('grid', { name: /^History: \d+ events$/ }, SCREEN_WAIT);
    await expect(await within(history).findAllByText('Automatic protocol', {}, SCREEN_WAIT)).not.toHaveLength(
      0,
    );
    await expect(within(history).getAllByText(/^Registered the protocol/)).not.toHaveLength(0);
    await expect(within(history).getAllByText(/^Sent the request/)).not.toHaveLength(0);
    await expect(within(history).queryByText(/^Ha |Protocollo automatico/)).toBeNull();
    await expect(canvas.queryByText('Promotore')).toBeNull();
  },
};

const load = loadStories({ call: 'request.get', title: TITLE, loaded: RIC.play });

export const Loading = load.loading('Caricamento della richiesta…');

/** The request cannot be read: the reason, and 'Riprova' shows it. */
export const LoadError = load.error('Non è stato possibile caricare la richiesta.');
