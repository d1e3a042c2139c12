import type { RoleName } from '@cet-portal/api-client';
import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PortalScreen } from './PortalScreen';
import { findMessage, findPageTitle, SCREEN_WAIT, type ScreenPlay } from './screenStories';

/** The secretariat's count beside the title ('3 richieste in attesa di valutazione'), not a row's state. */
const PENDING_COUNT = /richiest[ae] in attesa di valutazione$/;

/**
 * What a staff role sees on a list of the 'Elenco Richieste' menu: the route's title and its rows,
 * no 'Nuova richiesta', 'Visualizza solo richieste integrate' only where the route offers it, and
 * the count of requests awaiting evaluation for the secretariat only.
 */
const staffListPlay =
  (title: string, offersOnlyIntegrated: boolean): ScreenPlay =>
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, title);
    // The title is drawn before the list's results, a part of the page loaded after it (with its
    // data): the grid may come seconds later, as every page's first wait allows.
    const grid = await canvas.findByRole('grid', { name: title }, SCREEN_WAIT);
    await expect(grid).toBeVisible();
    // The table draws only the rows in view (React Aria's virtualizer): below the filters, in a
    // browser window of a laptop's height, they are drawn once the user scrolls to the list.
    grid.scrollIntoView({ block: 'start' });
    await canvas.findAllByRole('link', { name: /^Visualizza la richiesta/ }, SCREEN_WAIT);
    await expect(canvas.queryByRole('link', { name: 'Nuova richiesta' })).not.toBeInTheDocument();
    const onlyIntegrated = canvas.queryByRole('checkbox', { name: 'Visualizza solo richieste integrate' });
    if (offersOnlyIntegrated) await expect(onlyIntegrated).toBeInTheDocument();
    else await expect(onlyIntegrated).not.toBeInTheDocument();
    if (args.role === 'SEG') await findMessage(canvasElement, PENDING_COUNT);
    else await expect(canvas.queryByText(PENDING_COUNT)).not.toBeInTheDocument();
  };

/** A route of the 'Elenco Richieste' menu: its address and its page title. */
export interface StaffListRoute {
  path: string;
  title: string;
}

/** The roles of the 'Elenco Richieste' menu. */
type StaffRole = Extract<RoleName, 'SEG' | 'CET' | 'PRE'>;

/** The story of a staff list at `route`, signed in as `role`. */
export const staffListStory = (
  { path, title }: StaffListRoute,
  role: StaffRole,
  { offersOnlyIntegrated }: { offersOnlyIntegrated: boolean },
): StoryObj<typeof PortalScreen> => ({
  args: { path, role },
  play: staffListPlay(title, offersOnlyIntegrated),
});

/**
 * The stories of a request status, which the menu lists twice: every type at `all`, and the
 * compassionate uses (type F) only at `compassionate`, with the same filters.
 */
export const statusListStories = (
  all: StaffListRoute,
  compassionate: StaffListRoute,
  options: { offersOnlyIntegrated: boolean },
) => ({
  all: (role: StaffRole) => staffListStory(all, role, options),
  compassionate: (role: StaffRole) => staffListStory(compassionate, role, options),
});
