import type { ConflictOfInterest } from '@cet-portal/api-client';
import { mockHandlers, serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SCREEN_WAIT, screenMeta } from '../../../screens/screenStories';

/**
 * 'Conflitti di interessi' on a request and on a meeting: the declarations beside each request, and for
 * a committee member the form that declares one, with its reason.
 */
const meta = {
  title: 'Screens/Meetings/Conflicts of interest',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/showRequest/request-009', role: 'CET' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) => {
  const heading = await within(canvasElement).findByRole(
    'heading',
    { name: 'Conflitti di interessi' },
    SCREEN_WAIT,
  );
  return within((heading.closest('section') ?? heading.parentElement?.parentElement) as HTMLElement);
};

/** A committee member declares a conflict with its reason; the panel then lists it and offers no second one. */
export const CET: Story = {
  play: async ({ canvasElement }) => {
    const card = await panel(canvasElement);
    await expect(await card.findByText(/nessun conflitto dichiarato/, {}, SCREEN_WAIT)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Dichiara un conflitto di interessi' }));
    await expect(await card.findByText('Indica il motivo del conflitto di interessi')).toBeVisible();
    await userEvent.type(
      card.getByRole('textbox', { name: /Motivo del conflitto di interessi/ }),
      'Consulente del promotore',
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.click(card.getByRole('button', { name: 'Dichiara un conflitto di interessi' }));
    await expect(
      await card.findByText(/Paolo Neri \(Consulente del promotore, dichiarato il/, {}, SCREEN_WAIT),
    ).toBeVisible();
    await expect(
      card.getByText('Hai già dichiarato un conflitto di interessi su questa richiesta.'),
    ).toBeVisible();
  },
};

const DECLARED: ConflictOfInterest[] = [
  {
    request: 'request-009',
    user: { _id: 'user-sara', fiscalCode: 'GLLSRA78D45G273A', fullname: 'Sara Gialli' },
    reason:
      'Ha collaborato con il promotore come consulente scientifica negli ultimi tre anni, partecipando alla stesura del protocollo e alla scelta dei centri',
    declared: '2026-03-02T09:30:00.000Z',
  },
];

/** The president reads the declarations before choosing rapporteurs; no form for it. */
export const PRE: Story = {
  args: { role: 'PRE' },
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.conference.conflicts(DECLARED));
  },
  play: async ({ canvasElement }) => {
    const card = await panel(canvasElement);
    await expect(
      await card.findByText(/Sara Gialli \(Ha collaborato con il promotore/, {}, SCREEN_WAIT),
    ).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Dichiara un conflitto di interessi' })).toBeNull();
  },
};

/** The meeting page lists every request of the meeting with its declarations. */
export const Meeting: Story = {
  args: { path: '/showConference/conference-06', role: 'SEG' },
  play: async ({ canvasElement }) => {
    const card = await panel(canvasElement);
    await expect(
      (await card.findAllByText(/nessun conflitto dichiarato/, {}, SCREEN_WAIT)).length,
    ).toBeGreaterThan(0);
  },
};

/** While the declarations load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...slowHandlers('infinite', ['conference.conflicts']));
  },
  play: async ({ canvasElement }) => {
    const card = await panel(canvasElement);
    await expect(
      await card.findByRole('progressbar', { name: 'Caricamento dei conflitti di interessi…' }, SCREEN_WAIT),
    ).toBeVisible();
  },
};

/** The declarations fail to load: the panel says so. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['conference.conflicts']));
  },
  play: async ({ canvasElement }) => {
    const card = await panel(canvasElement);
    await expect(
      await card.findByText('Non è stato possibile caricare i conflitti di interessi.', {}, SCREEN_WAIT),
    ).toBeVisible();
  },
};

/** A long reason wraps whole. */
export const LongText: Story = {
  ...PRE,
  args: { role: 'SEG' },
};
