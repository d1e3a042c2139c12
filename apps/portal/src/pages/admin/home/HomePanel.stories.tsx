import { makeHome, mockHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { findPageTitle, loadStories, SCREEN_WAIT, screenMeta } from '../../../screens/screenStories';

/** `/homePanel` ('Gestisci pagina principale'): the home page's three rich texts, for ADMIN only. */
const meta = {
  title: 'Screens/Administration/Home panel',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/homePanel', role: 'ADMIN' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Gestisci pagina principale';

/** The stored home content in its editors, with 'Ripristina' and 'Salva'. */
export const ADMIN: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(await canvas.findByRole('button', { name: 'Salva' }, SCREEN_WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ripristina' })).toBeVisible();
  },
};

/** Who saved the content last and when, the date written dd-MM-yyyy as the spec asks. */
export const LastUpdate: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.home.find({ result: [makeHome({ updated: '2026-11-28T10:00:00.000Z' })], total: 1 }),
    );
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByText(
        'Ultimo aggiornamento di Marco Colombo il 28-11-2026',
        {},
        SCREEN_WAIT,
      ),
    ).toBeVisible();
  },
};

/** The same in English. */
export const LastUpdateEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: LastUpdate.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Last updated by Marco Colombo on 28-11-2026', {}, SCREEN_WAIT),
    ).toBeVisible();
  },
};

/**
 * 'Identità del comitato' below the content: the installation's values in force, the colour's
 * contrast with white text said as it is typed; a colour too light is refused with the reason, a good
 * one saves, and 'Ripristina le impostazioni dell'installazione' gives the settings back.
 */
export const CommitteeIdentity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    const section = within(await canvas.findByRole('region', { name: 'Identità del comitato' }, SCREEN_WAIT));
    const name = await section.findByRole('textbox', { name: /Nome del comitato/ }, SCREEN_WAIT);
    await expect(name).toHaveValue('Comitato Etico Territoriale');
    await expect(
      section.getByText("Sono in uso le impostazioni dell'installazione", { exact: false }),
    ).toBeVisible();
    await expect(section.getByText('Testo bianco sul colore principale: contrasto 7,1:1')).toBeVisible();

    const colour = section.getByRole('textbox', { name: /Colore principale/ });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#00A651');
    await expect(section.getByText(/contrasto 3,1:1, troppo basso/)).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Salva identità' }));
    await expect(
      await section.findByText(/Il colore principale #00A651 ha un contrasto di 3,1:1/),
    ).toBeVisible();
    await expect(colour).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(name);
    await userEvent.type(name, 'Comitato Etico Territoriale Lombardia 1');
    await userEvent.clear(colour);
    await userEvent.type(colour, '#7A1F3D');
    // Saved with the keyboard: Enter in a field submits the form.
    await userEvent.type(colour, '{Enter}');
    await expect(await screen.findByText('Identità del comitato salvata', {}, SCREEN_WAIT)).toBeVisible();
    await expect(
      await section.findByText(/Sono in uso i valori salvati da Marco Colombo/, {}, SCREEN_WAIT),
    ).toBeVisible();

    await userEvent.click(
      section.getByRole('button', { name: "Ripristina le impostazioni dell'installazione" }),
    );
    await expect(
      await screen.findByText("Ripristinate le impostazioni dell'installazione", {}, SCREEN_WAIT),
    ).toBeVisible();
    await expect(await section.findByRole('textbox', { name: /Nome del comitato/ })).toHaveValue(
      'Comitato Etico Territoriale',
    );
  },
};

const load = loadStories({ call: 'home.find', title: TITLE, loaded: ADMIN.play });

export const Loading = load.loading('Caricamento della pagina principale…');

/** The home content cannot be read: the reason, and 'Riprova' opens the editors. */
export const LoadError = load.error('Non è stato possibile caricare la pagina principale.');
