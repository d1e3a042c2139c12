import { DEMO_ACCOUNTS } from '@cet-portal/api-client';
import { mockHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminPanelPlay } from '../../../screens/adminPanelPlay';
import { PERSON_HISTORY } from '../../../screens/registrationFixtures';
import { findPageTitle, loadStories, SCREEN_WAIT, screenMeta } from '../../../screens/screenStories';

/** `/rolePanel` ('Pannello Utenti'): the users and their roles, for ADMIN only. */
const meta = {
  title: 'Screens/Administration/User panel',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/rolePanel', role: 'ADMIN' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Pannello Utenti';

/** The legend of the roles, the search, the users with 'Modifica', and 'Nuovo Utente'. */
export const ADMIN: Story = {
  play: adminPanelPlay({
    title: TITLE,
    search: 'Cerca utenti',
    edit: /^Modifica utente /,
    create: 'Nuovo Utente',
  }),
};

const load = loadStories({ call: 'user.find', title: TITLE, loaded: ADMIN.play });

export const Loading = load.loading();

/** The users cannot be read: the reason, and 'Riprova' lists them. */
export const LoadError = load.error('Non è stato possibile caricare gli utenti.');

/**
 * An edit that gives a user another user's fiscal code: the server's reason as an 'Errore'
 * notification (a CONFLICT, which reloading would not mend), not the stale-data dialog, and the
 * typed values stay in the form.
 */
export const TakenFiscalCodeOnEdit: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await findPageTitle(canvasElement, TITLE);
    const [edit] = await canvas.findAllByRole('button', { name: /^Modifica utente / }, SCREEN_WAIT);
    if (!edit) throw new Error('the panel lists users');
    await userEvent.click(edit);
    const dialog = await page.findByRole('dialog', { name: 'Modifica Utente' });
    const code = await within(dialog).findByRole(
      'textbox',
      { name: 'Codice fiscale o identificativo eIDAS' },
      SCREEN_WAIT,
    );
    const taken = [DEMO_ACCOUNTS.marioRossi, DEMO_ACCOUNTS.giuliaBianchi]
      .map((account) => account.fiscalCode)
      .find((fiscalCode) => fiscalCode !== (code as HTMLInputElement).value);
    await userEvent.clear(code);
    await userEvent.type(code, taken ?? '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await expect(
      await page.findByText(`Esiste già un utente o un ente con codice ${taken}`, {}, SCREEN_WAIT),
    ).toBeVisible();
    await expect(page.queryByRole('alertdialog', { name: 'Dati non aggiornati' })).toBeNull();
    await expect(code).toHaveValue(taken);
  },
};

/** A user's 'Cronologia', asked from the edit: who registered them, who confirmed it and when. */
export const UserHistory: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.registration.history(PERSON_HISTORY));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const [edit] = await canvas.findAllByRole('button', { name: /^Modifica utente / }, SCREEN_WAIT);
    if (!edit) throw new Error('the panel lists users');
    await userEvent.click(edit);
    const dialog = await page.findByRole('dialog', { name: 'Modifica Utente' });
    const show = await within(dialog).findByRole('button', { name: 'Mostra la cronologia' }, SCREEN_WAIT);
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    await expect(
      await within(dialog).findByText('Ha confermato la registrazione', {}, SCREEN_WAIT),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Nascondi la cronologia' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
