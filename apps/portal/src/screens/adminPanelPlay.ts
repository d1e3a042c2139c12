import { expect, within } from 'storybook/test';
import { findPageTitle, SCREEN_WAIT, type ScreenPlay } from './screenStories';

interface AdminPanel {
  title: string;
  /** The search landmark's name, e.g. 'Cerca utenti'. */
  search: string;
  /** The name of a row's edit button, e.g. /^Modifica utente /. */
  edit: RegExp;
  /** The button that opens the form of a new record, e.g. 'Nuovo Utente'. */
  create: string;
}

/** What ADMIN sees on a panel of records: the title, the search, the rows with their edit button, and the 'Nuovo …' button. */
export const adminPanelPlay =
  ({ title, search, edit, create }: AdminPanel): ScreenPlay =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, title);
    await expect(canvas.getByRole('search', { name: search })).toBeVisible();
    await canvas.findAllByRole('button', { name: edit }, SCREEN_WAIT);
    await expect(canvas.getByRole('button', { name: create })).toBeEnabled();
  };
