import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPageTitle, SCREEN_WAIT, screenMeta } from '../../screens/screenStories';
import { type StaffListRoute, statusListStories } from '../../screens/staffListStories';

const ALL: StaffListRoute = { path: '/requestListToBeIntegrated', title: 'Lista Richieste da integrare' };
const COMPASSIONATE: StaffListRoute = {
  path: '/requestListCompToBeIntegrated',
  title: 'Lista Richieste Usi Compassionevoli da integrare',
};

/**
 * `/requestListToBeIntegrated` and `/requestListCompToBeIntegrated`: the requests to integrate (TO_INTEGRATE, TO_INTEGRATE_CER), of every type
 * and of compassionate uses (type F) only, as the three staff roles of the 'Elenco Richieste' menu see them.
 */
const meta = {
  title: 'Screens/Requests/To be integrated lists',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: ALL.path, role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

const lists = statusListStories(ALL, COMPASSIONATE, { offersOnlyIntegrated: false });

export const SEG = lists.all('SEG');

/**
 * The integration clock on the secretariat's list: 'Termine integrazione' sorts by due date, and
 * 'Solo con termine scaduto' keeps only the lapsed requests, each with its badge.
 */
export const SEGDeadlines: StoryObj<typeof meta> = {
  name: 'SEG, deadlines',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, ALL.title);
    const table = await canvas.findByRole('grid', {}, SCREEN_WAIT);
    const header = within(table).getByRole('columnheader', { name: /Termine integrazione/ });
    await userEvent.click(header);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'), SCREEN_WAIT);
    // The soonest first: the lapsed ones lead.
    await waitFor(
      () => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Termine scaduto il/),
      SCREEN_WAIT,
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Solo con termine scaduto' }));
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent(/Termine scaduto il/);
    }, SCREEN_WAIT);
  },
};

export const CET = lists.all('CET');

export const PRE = lists.all('PRE');

export const CompassionateSEG = { name: 'Compassionate uses SEG', ...lists.compassionate('SEG') };

export const CompassionateCET = { name: 'Compassionate uses CET', ...lists.compassionate('CET') };

export const CompassionatePRE = { name: 'Compassionate uses PRE', ...lists.compassionate('PRE') };
