import { makeConference, mockHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPageTitle, loadStories, SCREEN_WAIT, screenMeta } from '../../../screens/screenStories';

/** `/conferenceList`: the meetings with filters, paging and export; only the secretariat creates one. */
const meta = {
  title: 'Screens/Meetings/Meeting list',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/conferenceList', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Lista Riunioni';
const MEETING_LINK = /^(Visualizza|Modifica) la riunione /;

/** Giulia Bianchi: the meetings, and 'Nuova Riunione'. */
export const SEG: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await canvas.findAllByRole('link', { name: MEETING_LINK }, SCREEN_WAIT);
    await expect(canvas.getByRole('link', { name: 'Nuova Riunione' })).toHaveAttribute(
      'href',
      '/newConference',
    );
  },
};

/** The meetings without the page's 'Nuova Riunione', which only the secretariat's list offers. */
const readsMeetings = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await findPageTitle(canvasElement, TITLE);
  await canvas.findAllByRole('link', { name: MEETING_LINK }, SCREEN_WAIT);
  await expect(
    within(canvas.getByRole('main')).queryByRole('link', { name: 'Nuova Riunione' }),
  ).not.toBeInTheDocument();
};

/** The committee reads the meetings; its menu, not the page, gives 'Nuova Riunione'. */
export const CET: Story = {
  args: { role: 'CET' },
  play: async ({ canvasElement }) => {
    await readsMeetings(canvasElement);
    const menu = within(canvasElement).getByRole('navigation', { name: 'Menu principale' });
    await expect(within(menu).getByRole('link', { name: 'Nuova Riunione' })).toHaveAttribute(
      'href',
      '/newConference',
    );
  },
};

/** The president's only list, and no 'Nuova Riunione' anywhere. */
export const PRE: Story = {
  args: { role: 'PRE' },
  play: async ({ canvasElement }) => {
    await readsMeetings(canvasElement);
    await expect(
      within(canvasElement).queryByRole('link', { name: 'Nuova Riunione' }),
    ).not.toBeInTheDocument();
  },
};

/**
 * The president opens, closes and signs a meeting from its page but never edits the meeting itself (its
 * form and the server's edit are the secretariat's): every row says 'Visualizza', the waiting and open
 * meetings (newest first) included.
 */
export const PREViewsOnly: Story = {
  name: 'PRE views only',
  tags: ['!dev', '!autodocs'],
  args: { role: 'PRE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    const links = await canvas.findAllByRole('link', { name: MEETING_LINK }, SCREEN_WAIT);
    await expect(
      canvas.getByRole('link', {
        name: 'Visualizza la riunione Riunione 12 del Comitato Etico Territoriale',
      }),
    ).toHaveAttribute('href', '/showConference/conference-12');
    await expect(canvas.queryAllByRole('link', { name: /^Modifica la riunione / })).toHaveLength(0);
    for (const link of links)
      await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/showConference\//));
  },
};

const load = loadStories({ call: 'conference.find', title: TITLE, loaded: SEG.play });

export const Loading = load.loading();

/** The meetings cannot be read: the reason, and 'Riprova' lists them. */
export const LoadError = load.error('Non è stato possibile caricare le riunioni.');

/** The list's rows, once drawn. */
const meetingRows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('grid', { name: /Riunioni/ }, SCREEN_WAIT);
  return waitFor(() => {
    const rows = within(table).getAllByRole('row').slice(1);
    if (!within(rows[0] as HTMLElement).queryByRole('link')) throw new Error('the rows are not drawn yet');
    return rows;
  }, SCREEN_WAIT);
};

/** Dates dd-MM-yyyy on the meeting list, as the spec writes them (the request lists keep dd/MM/yyyy). */
export const Dates: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.conference.find({
        result: [
          makeConference({
            subject: 'Seduta di dicembre',
            startDate: '2026-12-10T09:00:00.000Z',
            endDate: '2026-12-11T16:00:00.000Z',
          }),
        ],
        total: 1,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const [row] = await meetingRows(canvasElement);
    if (!row) throw new Error('the list shows the meeting');
    await expect(within(row).getByRole('gridcell', { name: '10-12-2026' })).toBeVisible();
    await expect(within(row).getByRole('gridcell', { name: '11-12-2026' })).toBeVisible();
    await expect(row).not.toHaveTextContent(/\d{2}\/\d{2}\/\d{4}/);
  },
};

const AGENDA_OF_32 = 'Esame delle richieste di ottobre';
const AGENDA_OF_31 = 'Esame delle richieste di maggio';

/**
 * An agenda of 32 characters or more is cut there with '...' and gets a tooltip with its whole text;
 * one of 31 is shown whole, without a tooltip. Screen readers read the whole agenda either way.
 */
export const AgendaTooltip: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.conference.find({
        result: [
          makeConference({ subject: 'Seduta di ottobre', agenda: AGENDA_OF_32 }),
          makeConference({ subject: 'Seduta di maggio', agenda: AGENDA_OF_31 }),
        ],
        total: 2,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(AGENDA_OF_32).toHaveLength(32);
    await expect(AGENDA_OF_31).toHaveLength(31);
    const [october, may] = await meetingRows(canvasElement);
    if (!october || !may) throw new Error('the list shows both meetings');
    await expect(within(october).getByText(`${AGENDA_OF_32}...`)).toBeVisible();
    await expect(within(october).getByRole('gridcell', { name: AGENDA_OF_32 })).toBeInTheDocument();
    const whole = within(may).getByText(AGENDA_OF_31);
    await expect(whole).toBeVisible();
    await expect(whole).not.toHaveAttribute('aria-hidden');

    // By keyboard: the arrows reach the cut agenda, whose tooltip opens; the whole one has none.
    within(october).getByRole('rowheader').focus();
    await userEvent.keyboard('{ArrowRight}');
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent(AGENDA_OF_32);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(may).getByRole('gridcell', { name: AGENDA_OF_31 })).toHaveFocus();
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};
