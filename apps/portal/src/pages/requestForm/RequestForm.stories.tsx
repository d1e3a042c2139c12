import { REGISTRATION_REFUSALS } from '@cet-portal/api-client';
import { DEMO_COMPANY, mockHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  findMessage,
  findPageTitle,
  loadStories,
  SCREEN_WAIT,
  screenMeta,
} from '../../screens/screenStories';

/**
 * `/requestForm` and `/requestForm/{id}`: the applicant's three-step request, new, a saved draft,
 * one to integrate, and one already sent (read-only). Only RIC may open it; other roles get the
 * 403 page (Screens/Errors).
 */
const meta = {
  title: 'Screens/Requests/Request form',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/requestForm', role: 'RIC' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new request: the promoter is prefilled from Mario Rossi's company, and the menu offers 'Nuova Richiesta'. */
export const NewRequest: Story = {
  name: 'New request RIC',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Nuova richiesta');
    await expect(
      await canvas.findByRole('textbox', { name: /^Denominazione del promotore/ }, SCREEN_WAIT),
    ).toHaveValue(DEMO_COMPANY.surname);
    await expect(canvas.getByRole('link', { name: 'Nuova Richiesta' })).toHaveAttribute(
      'href',
      '/requestForm',
    );
  },
};

/** A saved draft of Mario Rossi (request-001): no identifier yet, state 'Bozza'. */
export const Draft: Story = {
  name: 'Draft RIC',
  args: { path: '/requestForm/request-001' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, 'Modifica richiesta');
    await expect(within(canvasElement).getByText('Bozza')).toBeVisible();
    await within(canvasElement).findByRole('textbox', { name: /^Denominazione del promotore/ }, SCREEN_WAIT);
  },
};

/** A request the secretariat asked to integrate (request-017, N. 15): the form is open, with the reason. */
export const ToIntegrate: Story = {
  name: 'To integrate RIC',
  args: { path: '/requestForm/request-017' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, 'Modifica richiesta N. 15');
    await findMessage(canvasElement, /^Indicazioni per l'integrazione:/);
  },
};

/** A sent request (request-005, N. 4, Inoltrata) opens read-only, with the reason and a link to its page. */
export const Sent: Story = {
  name: 'Sent (read-only) RIC',
  args: { path: '/requestForm/request-005' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, 'Richiesta N. 4');
    await findMessage(canvasElement, /^La richiesta è nello stato «Inoltrata» e non può essere modificata/);
    await expect(
      within(canvasElement).getByRole('link', { name: 'Visualizza la richiesta' }),
    ).toHaveAttribute('href', '/showRequest/request-005');
  },
};

/**
 * An applicant whose registration waits for the secretariat: told so above the page, and on the last
 * step 'Invia richiesta' stays disabled, described by the reason; the draft can still be saved.
 */
export const RegistrationPending: Story = {
  name: 'Registration pending RIC',
  args: { path: '/requestForm/request-017' },
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.registration.mine((_input, { caller }) => ({
        mode: 'confirm',
        claims: { fiscalCode: caller.fiscalCode ?? '', name: 'Mario', surname: 'Rossi', email: null },
        hasAccount: true,
        registration: {
          _id: 'registration-pending',
          user: { _id: 'user-mario', fiscalCode: caller.fiscalCode ?? '', fullname: 'Mario Rossi' },
          name: 'Mario',
          surname: 'Rossi',
          email: 'mario.rossi@farmaceutica-alfa.example',
          company: {
            _id: null,
            vat: DEMO_COMPANY.fiscalCode,
            name: DEMO_COMPANY.surname,
            address: null,
            pec: null,
            proposed: false,
          },
          relation: 'PROMOTER_EMPLOYEE',
          delegationLetter: null,
          status: 'PENDING',
          refusalReason: null,
          submitted: '2026-11-28T09:00:00.000Z',
          decided: null,
          decidedBy: null,
          updated: '2026-11-28T09:00:00.000Z',
        },
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Modifica richiesta N. 15');
    await expect(
      await canvas.findByRole('region', { name: 'Stato della registrazione' }, SCREEN_WAIT),
    ).toHaveTextContent(/in attesa di conferma da parte della segreteria/);
    for (const step of [2, 3]) {
      await userEvent.click(canvas.getByRole('button', { name: 'Avanti' }));
      await expect(
        await canvas.findByRole(
          'heading',
          { level: 2, name: new RegExp(`^Passo ${step} di 3`) },
          SCREEN_WAIT,
        ),
      ).toBeVisible();
    }
    const send = canvas.getByRole('button', { name: 'Invia richiesta' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(new RegExp(REGISTRATION_REFUSALS.sendWhilePending));
    await expect(canvas.getByRole('button', { name: 'Salva bozza' })).toBeEnabled();
  },
};

/**
 * Typed and not saved: 'Home' asks first ('Modifiche non salvate'), 'Resta nella pagina' keeps the
 * form as it was; leaving keeps the draft in this browser, and the form offers it back on return.
 */
export const UnsavedChanges: Story = {
  name: 'Unsaved changes RIC',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Nuova richiesta');
    const address = await canvas.findByRole('textbox', { name: /^Indirizzo/ }, SCREEN_WAIT);
    await userEvent.type(address, 'Via della Ricerca 12');

    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Modifiche non salvate' });
    await expect(dialog).toHaveTextContent(/resta in questo browser come bozza in corso/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resta nella pagina' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nuova richiesta' })).toBeVisible();
    await expect(address).toHaveValue('Via della Ricerca 12');

    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Modifiche non salvate' });
    // The dialog takes the focus as it opens, which on a busy machine came after the play's own
    // focus and sent Enter to 'Resta nella pagina': the play moves it only once the dialog has it.
    await waitFor(() => expect(asked).toContainElement(document.activeElement as HTMLElement));
    const leave = within(asked).getByRole('button', { name: 'Esci dalla pagina' });
    leave.focus();
    await expect(leave).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findPageTitle(canvasElement, /^Benvenuto nel portale/);

    await userEvent.click(
      await canvas.findByRole('link', { name: 'Compila una nuova richiesta' }, SCREEN_WAIT),
    );
    await findPageTitle(canvasElement, 'Nuova richiesta');
    await findMessage(canvasElement, /^Abbiamo ripristinato i dati che avevi inserito/);
    await expect(await canvas.findByRole('textbox', { name: /^Indirizzo/ }, SCREEN_WAIT)).toHaveValue(
      'Via della Ricerca 12',
    );
  },
};

const load = loadStories({ call: 'requestConfig.find', title: 'Nuova richiesta', loaded: NewRequest.play });

/** The request types and their attachments are on their way. */
export const Loading = load.loading('Caricamento del modulo di richiesta…');

/** The request types cannot be read: the reason, and 'Riprova' draws the form. */
export const LoadError = load.error(
  'Non è stato possibile caricare le tipologie di richiesta e i relativi allegati.',
);
