import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PortalScreen } from '../PortalScreen';
import { findMessage, findPageTitle, SCREEN_WAIT } from '../screenStories';

type Play = NonNullable<StoryObj<typeof PortalScreen>['play']>;

/** The secretariat's count beside the title ('3 richieste in attesa di valutazione'), not a row's state. */
const PENDING_COUNT = /richiest[ae] in attesa di valutazione$/;

/**
 * What a staff role sees on a list of the 'Elenco Richieste' menu: the route's title and its rows,
 * no 'Nuova richiesta', 'Visualizza solo richieste integrate' only where the route offers it, and
 * the count of requests awaiting evaluation for the secretariat only.
 */
export const staffListPlay =
  (title: string, { offersOnlyIntegrated }: { offersOnlyIntegrated: boolean }): Play =>
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, title);
    await expect(canvas.getByRole('grid', { name: title })).toBeVisible();
    await canvas.findAllByRole('link', { name: /^Visualizza la richiesta/ }, SCREEN_WAIT);
    await expect(canvas.queryByRole('link', { name: 'Nuova richiesta' })).not.toBeInTheDocument();
    const onlyIntegrated = canvas.queryByRole('checkbox', { name: 'Visualizza solo richieste integrate' });
    if (offersOnlyIntegrated) await expect(onlyIntegrated).toBeInTheDocument();
    else await expect(onlyIntegrated).not.toBeInTheDocument();
    if (args.role === 'SEG') await findMessage(canvasElement, PENDING_COUNT);
    else await expect(canvas.queryByText(PENDING_COUNT)).not.toBeInTheDocument();
  };
