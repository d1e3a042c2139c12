import { DEFAULT_ERROR_MESSAGES } from '@cet-portal/api-client';
import { mockHandlers, serverErrorHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  findMessage,
  findPageTitle,
  loadStories,
  SCREEN_WAIT,
  screenMeta,
} from '../../screens/screenStories';

/** `/preferenze`: the e-mails of the signed-in user, whatever the role. */
const meta = {
  title: 'Screens/Account/Preferences',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/preferenze', role: 'RIC' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Preferenze di notifica';
const REQUIRED = 'Obbligatoria: non si può disattivare';

const kindsGroup = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: 'Messaggi da ricevere' }, SCREEN_WAIT);

/** A radio of the e-mails' language, apart from the header's ITA/ENG switch. */
const languageRadio = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('radiogroup', { name: 'Lingua delle e-mail' })).getByRole('radio', {
    name,
  });

/** The checkbox names of the kinds offered, in order. */
const offeredKinds = async (canvasElement: HTMLElement) =>
  within(await kindsGroup(canvasElement))
    .queryAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent?.replace(REQUIRED, '').trim());

/**
 * The applicant: the address with who changes it, Italian chosen, every kind of a request's life; the
 * required ones on, locked and saying why. One turned off with the keyboard and saved: the notice.
 */
export const RIC: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(await findMessage(canvasElement, 'mario.rossi@farmaceutica-alfa.example')).toBeVisible();
    await expect(canvas.getByText(/Per cambiarlo rivolgiti all'amministratore del portale/)).toBeVisible();
    await expect(languageRadio(canvasElement, 'Italiano')).toBeChecked();
    const required = canvas.getByRole('checkbox', { name: 'Integrazione richiesta' });
    await expect(required).toBeChecked();
    await expect(required).toBeDisabled();
    await expect(required).toHaveAccessibleDescription(REQUIRED);
    // A request's ten kinds, and the outcome of the applicant's own registration (both required).
    await expect(await offeredKinds(canvasElement)).toHaveLength(12);
    await expect(canvas.getByRole('checkbox', { name: 'Registrazione confermata' })).toBeDisabled();

    const registered = canvas.getByRole('checkbox', { name: 'Richiesta protocollata' });
    await expect(registered).toBeChecked();
    registered.focus();
    await userEvent.keyboard(' ');
    await expect(registered).not.toBeChecked();
    await userEvent.click(languageRadio(canvasElement, 'Inglese'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await within(document.body).findByText('Preferenze salvate', {}, SCREEN_WAIT)).toBeVisible();
    // The form starts again from what the server saved.
    await expect(canvas.getByRole('checkbox', { name: 'Richiesta protocollata' })).not.toBeChecked();
    await expect(languageRadio(canvasElement, 'Inglese')).toBeChecked();
  },
};

const load = loadStories({ call: 'notification.preferences', title: TITLE });

export const Loading = load.loading('Caricamento delle preferenze…');

/** The preferences cannot be read: the reason, and 'Riprova' shows the form. */
export const LoadError = load.error('Non è stato possibile caricare le preferenze.', {
  whileFailed: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Salva' })).toBeNull();
  },
});

/** The save fails: the reason in Italian, and every choice is still in the form to save again. */
export const SaveFailing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['notification.setPreferences']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const sent = await canvas.findByRole('checkbox', { name: 'Richiesta inviata' }, SCREEN_WAIT);
    await userEvent.click(sent);
    await userEvent.click(languageRadio(canvasElement, 'Inglese'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(
      await page.findByText('Le preferenze non sono state salvate', {}, SCREEN_WAIT),
    ).toBeVisible();
    await expect(page.getByText(DEFAULT_ERROR_MESSAGES.SERVER_ERROR)).toBeVisible();
    await expect(sent).not.toBeChecked();
    await expect(languageRadio(canvasElement, 'Inglese')).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Salva' })).toBeEnabled());
  },
};

/** A user with no address on record is told so, and still chooses what to receive. */
export const NoAddress: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.notification.preferences({
        email: null,
        language: 'it',
        notificationsOff: ['request.sent'],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await findMessage(canvasElement, 'Nessun indirizzo registrato')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Richiesta inviata' }),
    ).not.toBeChecked();
  },
};

/** The secretariat: the requests sent, the integrations received, its assignments, the lapses, the sign-ups. */
export const SEG: Story = {
  args: { role: 'SEG' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await waitFor(async () =>
      expect(await offeredKinds(canvasElement)).toEqual([
        'Richiesta inviata',
        'Integrazione ricevuta',
        'Nomina a relatore',
        'Termine scaduto',
        'Nuova richiesta di registrazione',
      ]),
    );
  },
};

/** A committee member: the meetings and the assignments as rapporteur, none required. */
export const CET: Story = {
  args: { role: 'CET' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await waitFor(async () => expect(await offeredKinds(canvasElement)).toHaveLength(5));
    await expect(within(canvasElement).queryByText(REQUIRED)).toBeNull();
  },
};

/** The president: the meetings. */
export const PRE: Story = {
  args: { role: 'PRE' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await waitFor(async () =>
      expect(await offeredKinds(canvasElement)).toEqual([
        'Nuova riunione',
        'Riunione aperta',
        'Riunione chiusa',
        'Verbale caricato',
      ]),
    );
  },
};

/** An administrator gets no message: the address and the language only, and a sentence saying so. */
export const ADMIN: Story = {
  args: { role: 'ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(
      await findMessage(canvasElement, 'Nessun messaggio del portale riguarda i tuoi ruoli.'),
    ).toBeVisible();
    await expect(languageRadio(canvasElement, 'Italiano')).toBeChecked();
  },
};

/** The header's ENG switch: the page in English, and the e-mails' language recorded as English. */
export const HeaderLanguageSwitch: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(await within(await kindsGroup(canvasElement)).findAllByRole('checkbox')).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await findPageTitle(canvasElement, 'Notification preferences');
    // The form starts again from the recorded language: its group is drawn anew.
    await waitFor(
      () =>
        expect(
          within(canvas.getByRole('radiogroup', { name: 'Language of the e-mails' })).getByRole('radio', {
            name: 'English',
          }),
        ).toBeChecked(),
      SCREEN_WAIT,
    );
    await expect(canvas.getByRole('checkbox', { name: 'Integration asked' })).toHaveAccessibleDescription(
      'Required: cannot be turned off',
    );
  },
};

/** Reached from the header's user menu, on any page, with the keyboard. */
export const FromUserMenu: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/home', role: 'CET' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = await canvas.findByRole('button', { name: /^Paolo Neri/ }, SCREEN_WAIT);
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    within(menu).getByRole('menuitem', { name: 'Preferenze' }).focus();
    await userEvent.keyboard('{Enter}');
    await findPageTitle(canvasElement, TITLE);
  },
};
