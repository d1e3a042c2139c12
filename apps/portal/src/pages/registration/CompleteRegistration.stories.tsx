import type { Registration, SubmitRegistrationInput } from '@cet-portal/api-client';
import { makeRole, makeUser, mockHandlers, serverErrorHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CLAIMS,
  croRegistration,
  DEMO_COMPANY_NAME,
  DEMO_COMPANY_VAT,
  makeMine,
  makeRegistration,
  NEW_COMPANY_VAT,
  NEW_PERSON,
} from '../../screens/registrationFixtures';
import {
  findMessage,
  findPageTitle,
  loadStories,
  SCREEN_WAIT,
  screenMeta,
} from '../../screens/screenStories';

/**
 * `/registrazione` ('Completa la registrazione'): someone signed in through the sign-on with no account
 * asks for one, then follows it (waiting, refused, confirmed). `registration.mine` is answered by each
 * story, so every state is shown whatever the mock world holds.
 */
const meta = {
  title: 'Screens/Registration/Complete registration',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/registrazione', identity: NEW_PERSON },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Completa la registrazione';

/** What the story's `registration.submit` received, to check what the page sent. */
let sent: SubmitRegistrationInput | null = null;

/**
 * A server that takes the registration: `registration.submit` answers it waiting, `registration.mine`
 * then says so, and `user.me` knows the person as an applicant, as the server makes them.
 */
const acceptingServer = (msw: MswApi, { mine = makeMine(), company = DEMO_COMPANY_NAME } = {}) => {
  sent = null;
  let stored: Registration | null = mine.registration;
  msw.use(
    mockHandlers.registration.mine(() => ({ ...mine, hasAccount: stored !== null, registration: stored })),
    mockHandlers.registration.findCompany(({ vat }) => ({
      company: vat === DEMO_COMPANY_VAT ? { _id: 'company-001', vat, name: company } : null,
    })),
    mockHandlers.registration.submit((input) => {
      sent = input as SubmitRegistrationInput;
      stored = makeRegistration({
        name: input.name,
        surname: input.surname,
        email: input.email,
        relation: input.relation,
        company:
          input.company.kind === 'new'
            ? { _id: null, ...input.company, proposed: true }
            : {
                _id: 'company-001',
                vat: input.company.vat,
                name: company,
                address: null,
                pec: null,
                proposed: false,
              },
        delegationLetter: input.delegationLetter
          ? { _id: 'document-letter', fileName: input.delegationLetter.name }
          : null,
      });
      return stored;
    }),
    mockHandlers.user.me(
      makeUser({
        fiscalCode: NEW_PERSON.fiscalCode,
        name: 'Paola',
        surname: 'Nuovi',
        roles: [makeRole({ name: 'RIC' })],
      }),
    ),
  );
};

const form = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('form', { name: TITLE }, SCREEN_WAIT);

/** Puts a whole value into a field at once: typing each character of long values costs seconds here. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

const errorSummary = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: "C'è un problema" }, SCREEN_WAIT);

const acceptPrivacyAndSend = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: /Ho letto l’informativa sulla privacy/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Invia registrazione' }));
};

/** After sending: the page says the registration waits, with what was sent. */
const expectPending = async (canvasElement: HTMLElement) => {
  await expect(await findMessage(canvasElement, 'Registrazione in attesa di conferma')).toBeVisible();
  await expect(within(canvasElement).getByRole('heading', { name: 'Cosa hai inviato' })).toBeVisible();
};

/** `SELF_REGISTRATION=off`: no form, and who to write to instead. */
export const SelfRegistrationOff: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.registration.mine(makeMine({ mode: 'off' })));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await findMessage(
        canvasElement,
        'La registrazione autonoma non è attiva: per ottenere un’utenza scrivi alla segreteria del comitato (comitato.etico@regione.example.it).',
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/**
 * A new company proposed: the claims shown (the e-mail the sign-on did not give is asked), the VAT
 * number with its check digit, name, address, PEC; once sent, the person waits, as an applicant.
 */
export const NewCompany: Story = {
  beforeEach: ({ msw }) => acceptingServer(msw, { mine: makeMine({ claims: { ...CLAIMS, email: null } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    const registration = within(await form(canvasElement));
    await expect(registration.getByText('Paola')).toBeVisible();
    await expect(registration.getByText('Nuovi')).toBeVisible();
    await expect(registration.queryByRole('textbox', { name: /^Nome/ })).toBeNull();
    await fill(registration.getByRole('textbox', { name: /^E-mail/ }), 'paola.nuovi@example.it');
    await userEvent.click(registration.getByRole('radio', { name: 'Nuovo ente' }));
    await fill(registration.getByRole('textbox', { name: /^Partita IVA/ }), NEW_COMPANY_VAT);
    await fill(registration.getByRole('textbox', { name: /^Denominazione/ }), 'Ricerca Clinica Beta S.r.l.');
    await fill(registration.getByRole('textbox', { name: /^Indirizzo/ }), 'Via dei Mille 12, Milano');
    await fill(registration.getByRole('textbox', { name: /^PEC/ }), 'ricercabeta@pec.example.it');
    await userEvent.click(registration.getByRole('radio', { name: 'Dipendente del promotore' }));
    await acceptPrivacyAndSend(canvasElement);
    await expectPending(canvasElement);
    await expect(sent).toMatchObject({
      email: 'paola.nuovi@example.it',
      company: { kind: 'new', vat: NEW_COMPANY_VAT, name: 'Ricerca Clinica Beta S.r.l.' },
      relation: 'PROMOTER_EMPLOYEE',
      privacyAccepted: true,
    });
    await expect(canvas.getByText(/nuovo ente proposto/)).toBeVisible();
    // The server made them an applicant: the role is in the header at once.
    await expect(await canvas.findByRole('link', { name: 'Nuova Richiesta' }, SCREEN_WAIT)).toBeVisible();
  },
};

/** A registered company found by its VAT number: its name is said as soon as the number checks out. */
export const ExistingCompany: Story = {
  beforeEach: ({ msw }) => acceptingServer(msw),
  play: async ({ canvasElement }) => {
    const registration = within(await form(canvasElement));
    await expect(registration.getByRole('radio', { name: 'Ente già registrato' })).toBeChecked();
    await userEvent.type(registration.getByRole('textbox', { name: /^Partita IVA/ }), DEMO_COMPANY_VAT);
    await expect(
      await registration.findByText(`Ente trovato: ${DEMO_COMPANY_NAME}`, {}, SCREEN_WAIT),
    ).toBeVisible();
    await userEvent.click(registration.getByRole('radio', { name: 'Dipendente del promotore' }));
    await acceptPrivacyAndSend(canvasElement);
    await expectPending(canvasElement);
    await expect(sent).toMatchObject({ company: { kind: 'existing', vat: DEMO_COMPANY_VAT } });
  },
};

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

/**
 * A CRO: the letter of delegation is asked, and sending without it is stopped by the error summary,
 * whose link leads to it; with the letter, the registration goes.
 */
export const CroWithLetter: Story = {
  beforeEach: ({ msw }) => acceptingServer(msw),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const registration = within(await form(canvasElement));
    await userEvent.type(registration.getByRole('textbox', { name: /^Partita IVA/ }), DEMO_COMPANY_VAT);
    await registration.findByText(`Ente trovato: ${DEMO_COMPANY_NAME}`, {}, SCREEN_WAIT);
    await userEvent.click(registration.getByRole('radio', { name: 'CRO delegata' }));
    const letter = await registration.findByRole('group', { name: /^Lettera di delega del promotore/ });
    await acceptPrivacyAndSend(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(
      within(summary).getByRole('link', { name: /Una CRO delegata deve allegare la lettera di delega/ }),
    ).toBeVisible();
    await expect(sent).toBeNull();
    const input = letter.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the letter has a file input');
    await userEvent.upload(input, pdf('lettera-delega.pdf'));
    await within(letter).findByText('lettera-delega.pdf caricato.', {}, SCREEN_WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Invia registrazione' }));
    await expectPending(canvasElement);
    await expect(sent).toMatchObject({
      relation: 'DELEGATED_CRO',
      delegationLetter: { name: 'lettera-delega.pdf' },
    });
  },
};

/** Sending an empty form: the error summary lists every missing field, and nothing is sent. */
export const ErrorSummary: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => acceptingServer(msw, { mine: makeMine({ claims: { ...CLAIMS, email: null } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvasElement);
    canvas.getByRole('button', { name: 'Invia registrazione' }).focus();
    await userEvent.keyboard('{Enter}');
    const summary = await errorSummary(canvasElement);
    for (const field of ['E-mail', 'Partita IVA', 'Relazione con l’ente']) {
      await expect(within(summary).getByRole('link', { name: new RegExp(field) })).toBeVisible();
    }
    await expect(
      within(summary).getByRole('link', { name: /Per registrarti devi accettare l’informativa/ }),
    ).toBeVisible();
    await expect(sent).toBeNull();
  },
};

/** Waiting for the secretariat: what was sent, with the CRO's letter, and drafts may be prepared meanwhile. */
export const Pending: Story = {
  args: { role: 'RIC', identity: undefined },
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.registration.mine(makeMine({ hasAccount: true, registration: croRegistration() })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await findMessage(canvasElement, /è in attesa di conferma da parte della segreteria/),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Scarica la lettera di delega lettera-delega-alfa.pdf' }),
    ).toBeVisible();
    await expect(canvas.getByText('CRO delegata')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Prepara una richiesta in bozza' })).toHaveAttribute(
      'href',
      '/requestForm',
    );
    await expect(canvas.queryByRole('form', { name: TITLE })).toBeNull();
  },
};

const REASON = 'La partita IVA indicata non corrisponde alla denominazione: controlla i dati dell’ente.';

/** Refused: the secretariat's reason, the form filled in as sent, and sending again passes its version. */
export const Refused: Story = {
  args: { role: 'RIC', identity: undefined },
  beforeEach: ({ msw }) => {
    acceptingServer(msw, {
      mine: makeMine({
        hasAccount: true,
        registration: makeRegistration({
          status: 'REFUSED',
          refusalReason: REASON,
          decided: '2026-11-28T10:00:00.000Z',
          decidedBy: { _id: 'user-seg', fiscalCode: 'BNCGLI85M41F205B', fullname: 'Giulia Bianchi' },
          updated: '2026-11-28T10:00:00.000Z',
        }),
      }),
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await findMessage(canvasElement, `Motivo indicato dalla segreteria: ${REASON}`),
    ).toBeVisible();
    const registration = within(await form(canvasElement));
    await expect(registration.getByRole('radio', { name: 'Nuovo ente' })).toBeChecked();
    await expect(registration.getByRole('textbox', { name: /^Partita IVA/ })).toHaveValue(NEW_COMPANY_VAT);
    const name = registration.getByRole('textbox', { name: /^Denominazione/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ricerca Clinica Beta S.p.A.');
    await acceptPrivacyAndSend(canvasElement);
    await expectPending(canvasElement);
    await expect(sent).toMatchObject({
      updated: '2026-11-28T10:00:00.000Z',
      company: { kind: 'new', name: 'Ricerca Clinica Beta S.p.A.' },
    });
    await expect(canvas.queryByText(REASON)).toBeNull();
  },
};

/** Confirmed: the way to the applicant's pages. */
export const Confirmed: Story = {
  args: { role: 'RIC', identity: undefined },
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.registration.mine(
        makeMine({
          hasAccount: true,
          registration: makeRegistration({ status: 'CONFIRMED', decided: '2026-11-28T10:00:00.000Z' }),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findMessage(canvasElement, 'Registrazione confermata')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nuova richiesta' })).toHaveAttribute(
      'href',
      '/requestForm',
    );
    await expect(canvas.getByRole('link', { name: 'Le tue richieste' })).toHaveAttribute(
      'href',
      '/requestList',
    );
  },
};

/** On a phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => acceptingServer(msw),
  play: async ({ canvasElement }) => {
    const registration = within(await form(canvasElement));
    await userEvent.click(registration.getByRole('radio', { name: 'Nuovo ente' }));
    await userEvent.click(registration.getByRole('radio', { name: 'CRO delegata' }));
    await registration.findByRole('group', { name: /^Lettera di delega del promotore/ });
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth),
    );
  },
};

/** Under ENG, the page and the form speak English. */
export const English: Story = {
  globals: { locale: 'en' },
  beforeEach: ({ msw }) => acceptingServer(msw),
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, 'Complete your registration');
    const registration = within(
      await within(canvasElement).findByRole('form', { name: 'Complete your registration' }, SCREEN_WAIT),
    );
    await expect(registration.getByRole('radio', { name: 'Delegated CRO' })).toBeVisible();
    await expect(registration.getByRole('button', { name: 'Send registration' })).toBeVisible();
  },
};

const load = loadStories({ call: 'registration.mine', title: TITLE });

export const Loading = load.loading('Caricamento della registrazione…');

/** The registration cannot be read: what failed, the server's reason, and 'Riprova'. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['registration.mine']));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    const alert = await within(canvasElement).findByRole('alert', {}, SCREEN_WAIT);
    await expect(alert).toHaveTextContent('Non è stato possibile caricare la tua registrazione.');
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeVisible();
  },
};
