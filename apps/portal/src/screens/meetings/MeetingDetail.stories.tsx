import { serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findPageTitle, retryAfterFailure, SCREEN_WAIT, screenMeta } from '../screenStories';

/**
 * `/showConference/{id}`: a meeting's requests and what each role does there — the president
 * chooses rapporteurs, opens and closes; the secretariat and each rapporteur write the reports;
 * the secretariat uploads the minutes; an applicant only reads.
 */
const meta = {
  title: 'Screens/Meetings/Meeting detail',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/showConference/conference-06', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const OPEN_MEETING = 'Riunione 6 del Comitato Etico Territoriale';
const WAITING_MEETING = 'Riunione 9 del Comitato Etico Territoriale';
const CLOSED_MEETING = 'Riunione 1 del Comitato Etico Territoriale';
const SAVE_REPORT = { name: 'Salva relazione' } as const;
const CLOSE = { name: 'Chiudi Riunione' } as const;
const MINUTES_UPLOAD = { name: 'Carica il verbale' } as const;

/** An open meeting: a report form on each of its three requests, and the minutes to upload. */
export const SEG: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, OPEN_MEETING);
    await waitFor(() => expect(canvas.getAllByRole('button', SAVE_REPORT)).toHaveLength(3), SCREEN_WAIT);
    await expect(canvas.getByRole('group', MINUTES_UPLOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', CLOSE)).not.toBeInTheDocument();
  },
};

/** Paolo Neri writes the report only on the request he is rapporteur of. */
export const CET: Story = {
  args: { role: 'CET' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, OPEN_MEETING);
    await waitFor(() => expect(canvas.getAllByRole('button', SAVE_REPORT)).toHaveLength(1), SCREEN_WAIT);
    await expect(canvas.queryByRole('group', MINUTES_UPLOAD)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', CLOSE)).not.toBeInTheDocument();
  },
};

/** A meeting not opened yet: the president's rapporteurs, 'Salva relatori' (nothing to save yet) and 'Apri Riunione'. */
export const PRE: Story = {
  args: { path: '/showConference/conference-09', role: 'PRE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, WAITING_MEETING);
    await expect(canvas.getByRole('button', { name: 'Salva relatori' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Apri Riunione' })).toBeEnabled();
  },
};

/** An open meeting: the president closes it, after 'Conferma Chiusura'. */
export const PREOpenMeeting: Story = {
  name: 'PRE open meeting',
  args: { role: 'PRE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, OPEN_MEETING);
    await expect(canvas.getByRole('button', CLOSE)).toBeEnabled();
    await expect(canvas.queryByRole('button', SAVE_REPORT)).not.toBeInTheDocument();
  },
};

/** An applicant following a request's meeting reads it: no report, minutes or meeting control. */
export const RIC: Story = {
  args: { role: 'RIC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, OPEN_MEETING);
    await expect(canvas.getByRole('heading', { name: 'Richieste da esaminare:' })).toBeVisible();
    await expect(canvas.queryByRole('button', SAVE_REPORT)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', MINUTES_UPLOAD)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', CLOSE)).not.toBeInTheDocument();
  },
};

/** A closed meeting cannot change: no control for the secretariat either. */
export const ClosedSEG: Story = {
  name: 'Closed meeting SEG',
  args: { path: '/showConference/conference-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, CLOSED_MEETING);
    await expect(canvas.queryByRole('button', SAVE_REPORT)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', MINUTES_UPLOAD)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...slowHandlers('infinite', ['conference.get']));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'progressbar',
        { name: 'Caricamento della riunione…' },
        SCREEN_WAIT,
      ),
    ).toBeVisible();
  },
};

/** The meeting cannot be read: the reason, and 'Riprova' shows it. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...serverErrorHandlers(['conference.get']));
  },
  play: async ({ canvasElement, msw }) => {
    await retryAfterFailure(canvasElement, msw, 'Non è stato possibile caricare la riunione.');
    await findPageTitle(canvasElement, OPEN_MEETING);
  },
};
