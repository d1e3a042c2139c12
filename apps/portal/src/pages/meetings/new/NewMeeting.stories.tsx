import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { findPageTitle, loadStories, SCREEN_WAIT, screenMeta } from '../../../screens/screenStories';

/** `/newConference`: a meeting built from the forwarded requests not yet in a meeting. */
const meta = {
  title: 'Screens/Meetings/New meeting',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/newConference', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Nuova Riunione';

/** The form, the available requests to add, and 'Nuova Riunione' in the menu while on this page. */
export const SEG: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await canvas.findAllByRole('button', { name: /^Aggiungi richiesta / }, SCREEN_WAIT);
    await expect(canvas.getByRole('link', { name: 'Nuova Riunione' })).toHaveAttribute(
      'href',
      '/newConference',
    );
    await expect(canvas.getByRole('button', { name: 'Crea riunione' })).toBeVisible();
    // Right under the h1, the form's sections are h2 (axe's heading-order).
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Richieste inoltrate disponibili' }),
    ).toBeVisible();
  },
};

/** A subject typed and not created: the menu's 'Lista Riunioni' asks first, then leaves on 'Esci dalla pagina'. */
export const UnsavedChanges: Story = {
  name: 'Unsaved changes SEG',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Oggetto/ }), 'Seduta di marzo');
    await userEvent.click(canvas.getByRole('link', { name: 'Lista Riunioni' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Modifiche non salvate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esci dalla pagina' }));
    await findPageTitle(canvasElement, 'Lista Riunioni');
  },
};

/** The committee builds meetings too (its menu leads here; the home page offers it to the secretariat). */
export const CET: Story = { args: { role: 'CET' }, play: SEG.play };

const load = loadStories({ call: 'conference.availableRequests', title: TITLE, loaded: SEG.play });

export const Loading = load.loading();

/** The forwarded requests cannot be read: the form says so (without the server's reason) and 'Riprova' lists them. */
export const LoadError = load.error('Impossibile caricare le richieste inoltrate.', {
  saysReason: false,
});
