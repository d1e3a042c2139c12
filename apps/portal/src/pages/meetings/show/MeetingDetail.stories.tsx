import {
  type ConflictOfInterest,
  createApiClient,
  createFileClient,
  UPLOAD_ROUTE,
} from '@cet-portal/api-client';
import { DEMO_ACCOUNTS, mockHandlers, mockToken } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  findPageTitle,
  loadStories,
  SCREEN_WAIT,
  type ScreenPlay,
  screenMeta,
} from '../../../screens/screenStories';

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
/** Waiting, and none of its three requests has a rapporteur yet. */
const UNASSIGNED_MEETING = 'Riunione 11 del Comitato Etico Territoriale';
const CLOSED_MEETING = 'Riunione 1 del Comitato Etico Territoriale';
const SAVE_REPORT = { name: 'Salva relazione' } as const;
const CLOSE = { name: 'Chiudi Riunione' } as const;
const MINUTES_UPLOAD = { name: 'Carica il verbale' } as const;
const DRAFT_MINUTES = { name: 'Scarica la bozza del verbale (PDF)' } as const;

/**
 * A meeting as a role sees it: how many 'Salva relazione' it has (0: none), whether it has the
 * minutes upload and an enabled 'Chiudi Riunione'. A control left out is not checked.
 */
const meetingPlay =
  (
    title: string,
    { reports, minutes, close }: { reports?: number; minutes?: boolean; close?: boolean },
  ): ScreenPlay =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, title);
    if (reports) {
      await waitFor(
        () => expect(canvas.getAllByRole('button', SAVE_REPORT)).toHaveLength(reports),
        SCREEN_WAIT,
      );
    } else if (reports === 0) {
      await expect(canvas.queryByRole('button', SAVE_REPORT)).not.toBeInTheDocument();
    }
    const minutesUpload = canvas.queryByRole('group', MINUTES_UPLOAD);
    if (minutes) await expect(minutesUpload).toBeVisible();
    else if (minutes === false) await expect(minutesUpload).not.toBeInTheDocument();
    const closeButton = canvas.queryByRole('button', CLOSE);
    if (close) await expect(closeButton).toBeEnabled();
    else if (close === false) await expect(closeButton).not.toBeInTheDocument();
  };

/** An open meeting: a report form on each of its three requests, and the minutes to upload. */
export const SEG: Story = { play: meetingPlay(OPEN_MEETING, { reports: 3, minutes: true, close: false }) };

/** Paolo Neri writes the report only on the request he is rapporteur of. */
export const CET: Story = {
  args: { role: 'CET' },
  play: meetingPlay(OPEN_MEETING, { reports: 1, minutes: false, close: false }),
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
  play: meetingPlay(OPEN_MEETING, { reports: 0, close: true }),
};

/** 'Apri Riunione' asks first, naming the meeting; 'Annulla' leaves it waiting. */
export const PREOpenConfirm: Story = {
  name: 'PRE open confirm',
  tags: ['!dev', '!autodocs'],
  args: { path: '/showConference/conference-09', role: 'PRE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, WAITING_MEETING);
    await userEvent.click(canvas.getByRole('button', { name: 'Apri Riunione' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Conferma Apertura' });
    await expect(dialog).toHaveTextContent(`La riunione "${WAITING_MEETING}" verrà aperta`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Apri Riunione' })).toBeEnabled();
  },
};

/**
 * Closing lists the requests without an outcome, each 'Rinviata alla prossima riunione' unless
 * changed; one withdrawn, the meeting closes and each card says what became of its request.
 */
export const PRECloseWithUndecided: Story = {
  name: 'PRE close with undecided requests',
  tags: ['!dev', '!autodocs'],
  args: { role: 'PRE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, OPEN_MEETING);
    await userEvent.click(canvas.getByRole('button', CLOSE));
    const dialog = await screen.findByRole('alertdialog', { name: 'Conferma Chiusura' });
    const choices = within(dialog).getAllByRole('radiogroup');
    await expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) {
      await expect(
        within(choice).getByRole('radio', { name: 'Rinviata alla prossima riunione' }),
      ).toBeChecked();
    }
    const [first] = choices;
    if (first)
      await userEvent.click(within(first).getByRole('radio', { name: "Ritirata dall'ordine del giorno" }));
    await userEvent.click(within(dialog).getByRole('button', CLOSE));
    await waitFor(() => expect(canvas.queryByRole('button', CLOSE)).not.toBeInTheDocument(), SCREEN_WAIT);
    await expect(canvas.getAllByText("Ritirata dall'ordine del giorno").length).toBeGreaterThan(0);
    await expect(canvas.getByText('Richieste senza esito alla chiusura:')).toBeVisible();
  },
};

/** The secretariat saves a report, then corrects it: the card keeps every version, with who and when. */
export const SEGCorrectsReport: Story = {
  name: 'SEG corrects a report',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, OPEN_MEETING);
    const [form] = await canvas.findAllByRole('form', { name: /^Relazione sulla richiesta / }, SCREEN_WAIT);
    if (!form) throw new Error('a review form');
    const review = within(form);
    const summary = review.getByRole('textbox', { name: /^Sintesi della relazione/ });
    await userEvent.type(summary, 'Prima sintesi.');
    const input = review
      .getByRole('group', { name: /^File della relazione/ })
      .querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('a file input');
    await userEvent.upload(
      input,
      new File(['%PDF-1.4\n%%EOF\n'], 'relazione.pdf', { type: 'application/pdf' }),
    );
    await review.findByText('relazione.pdf caricato.', {}, SCREEN_WAIT);
    await userEvent.click(review.getByRole('button', SAVE_REPORT));
    // The summary and the file are the first two versions; the form is drawn again from the saved meeting.
    await canvas.findByText('Versioni della relazione (2)', {}, SCREEN_WAIT);
    const [again] = canvas.getAllByRole('form', { name: /^Relazione sulla richiesta / });
    if (!again) throw new Error('the review form again');
    const corrected = within(again).getByRole('textbox', { name: /^Sintesi della relazione/ });
    await userEvent.clear(corrected);
    await userEvent.type(corrected, 'Sintesi corretta.');
    await waitFor(() => expect(within(again).getByRole('button', SAVE_REPORT)).toBeEnabled());
    await userEvent.click(within(again).getByRole('button', SAVE_REPORT));
    const history = await canvas.findByText('Versioni della relazione (3)', {}, SCREEN_WAIT);
    await userEvent.click(history);
    await expect(canvas.getByText(/Giulia Bianchi: Prima sintesi\./)).toBeVisible();
    await expect(canvas.getAllByText(/^Sintesi, .+, Giulia Bianchi:/)).toHaveLength(2);
  },
};

/** An applicant following a request's meeting reads it: no report, minutes or meeting control. */
export const RIC: Story = {
  args: { role: 'RIC' },
  play: async (context) => {
    await meetingPlay(OPEN_MEETING, { reports: 0, minutes: false, close: false })(context);
    await expect(
      within(context.canvasElement).getByRole('heading', { name: 'Richieste da esaminare:' }),
    ).toBeVisible();
  },
};

/** A closed meeting for an applicant: the minutes are the committee's, and the page says so rather than 'none uploaded'. */
export const ClosedRIC: Story = {
  name: 'Closed meeting RIC',
  args: { path: '/showConference/conference-01', role: 'RIC' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, CLOSED_MEETING);
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByText('Il verbale è consultabile dalla segreteria e dal Comitato Etico.'),
    ).toHaveLength(2);
    await expect(canvas.queryByText('Non è stato ancora caricato nessun verbale.')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', DRAFT_MINUTES)).not.toBeInTheDocument();
  },
};

/** A closed meeting cannot change: no control for the secretariat either. */
export const ClosedSEG: Story = {
  name: 'Closed meeting SEG',
  args: { path: '/showConference/conference-01' },
  play: meetingPlay(CLOSED_MEETING, { reports: 0, minutes: false }),
};

const RAPPORTEUR = { name: 'Relatore' } as const;
const OPEN = { name: 'Apri Riunione' } as const;
const OPEN_REASON = 'Assegna e salva i relatori per aprire la riunione';

/** Chooses a rapporteur in a card's field by a part of the name, as the president types it. */
const chooseRapporteur = async (field: HTMLElement, typed: string, name: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, typed);
  await userEvent.click(await screen.findByRole('option', { name }, SCREEN_WAIT));
  await expect(field).toHaveValue(name);
};

/**
 * No rapporteur yet: 'Apri Riunione' is there, disabled, with the reason beside it; chosen but not
 * saved it stays so; once 'Salva relatori' saves them it opens the meeting.
 */
export const PREOpenNeedsRapporteurs: Story = {
  name: 'PRE open needs rapporteurs',
  tags: ['!dev', '!autodocs'],
  args: { path: '/showConference/conference-11', role: 'PRE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, UNASSIGNED_MEETING);
    const open = await canvas.findByRole('button', OPEN, SCREEN_WAIT);
    await expect(open).toBeDisabled();
    await expect(open).toHaveAccessibleDescription(OPEN_REASON);
    await expect(canvas.getByText(OPEN_REASON)).toBeVisible();

    for (const field of canvas.getAllByRole('combobox', RAPPORTEUR)) {
      await chooseRapporteur(field, 'neri', 'Paolo Neri');
    }
    await expect(open).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Salva relatori' }));
    await waitFor(() => expect(canvas.getByRole('button', OPEN)).toBeEnabled(), SCREEN_WAIT);
    await expect(canvas.getByRole('button', OPEN)).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText(OPEN_REASON)).not.toBeInTheDocument();
  },
};

/** Sara Gialli declares a conflict of interest on the first request the page asks about. */
const SARA = DEMO_ACCOUNTS.saraGialli;
const saraConflictedOnFirst = mockHandlers.conference.conflicts(({ requests }) =>
  requests.slice(0, 1).map(
    (request): ConflictOfInterest => ({
      request,
      user: { _id: SARA._id, fiscalCode: SARA.fiscalCode, fullname: 'Sara Gialli' },
      reason: 'Consulente del promotore',
      declared: '2026-11-20T09:30:00.000Z',
    }),
  ),
);

/**
 * A member with a declared conflict of interest on a request is marked at its rapporteur field and
 * not suggested there; on the other requests she still is.
 */
export const PREConflictedMember: Story = {
  name: 'PRE conflicted member',
  tags: ['!dev', '!autodocs'],
  args: { path: '/showConference/conference-11', role: 'PRE' },
  beforeEach: ({ msw }) => {
    msw.use(saraConflictedOnFirst);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, UNASSIGNED_MEETING);
    // The first field is drawn again once the declarations arrive: found after that.
    await canvas.findByText(
      'Sara Gialli: Conflitto di interessi dichiarato, non proponibile come relatore.',
      {},
      SCREEN_WAIT,
    );
    const [conflicted, free] = canvas.getAllByRole('combobox', RAPPORTEUR);
    if (!conflicted || !free) throw new Error('two rapporteur fields');
    await expect(conflicted).toHaveAccessibleDescription(
      'Sara Gialli: Conflitto di interessi dichiarato, non proponibile come relatore.',
    );
    await expect(free).not.toHaveAccessibleDescription();

    await userEvent.type(conflicted, 'gialli');
    await expect(await screen.findByText('Nessun risultato', {}, SCREEN_WAIT)).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'Sara Gialli' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await chooseRapporteur(free, 'GIALLI', 'Sara Gialli');
  },
};

/** The calls that store a file, by file name: recorded, then answered by the mock backend as ever. */
const storedFiles: string[] = [];
/** Writes down the name of every file sent to the upload route, and lets the mock backend answer. */
const recordStoredFiles = () => {
  storedFiles.length = 0;
  return http.post(new RegExp(`/api${UPLOAD_ROUTE}/?$`), async ({ request }) => {
    const form = await request.clone().formData();
    storedFiles.push(String(form.get('name')));
  });
};

const pdfFile = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

/**
 * Choosing a file for minutes asks first, naming it; 'Annulla' (Escape) sends nothing and leaves the
 * section as it was, with focus back on the file chooser; 'Carica' sends it.
 */
const confirmedUploadPlay =
  (section: string, title: string, fileName: string): ScreenPlay =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sectionElement = await canvas.findByRole('region', { name: section }, SCREEN_WAIT);
    const region = within(sectionElement);
    const chooser = region.getByRole('button', { name: /^(Scegli|Sostituisci) file$/ });
    const input = region
      .getByRole('group', { name: /^Carica il verbale/ })
      .querySelector('input[type="file"]');
    if (!input) throw new Error('a file input');
    const before = sectionElement.textContent;

    // Where the user's focus is when the browser's file chooser hands the file back.
    chooser.focus();
    await userEvent.upload(input as HTMLInputElement, pdfFile(fileName));
    let dialog = await screen.findByRole('alertdialog', { name: title });
    await expect(dialog).toHaveTextContent(`File scelto: ${fileName}`);
    await expect(storedFiles).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(storedFiles).toEqual([]);
    await expect(sectionElement.textContent).toBe(before);
    await waitFor(() => expect(chooser).toHaveFocus());

    await userEvent.upload(input as HTMLInputElement, pdfFile(fileName));
    dialog = await screen.findByRole('alertdialog', { name: title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Carica' }));
    await waitFor(() => expect(storedFiles).toEqual([fileName]), SCREEN_WAIT);
    await expect(
      await region.findByRole('button', { name: `Scarica ${fileName}` }, SCREEN_WAIT),
    ).toBeVisible();
  };

/** The secretariat's minutes ask before they are sent. */
export const SEGMinutesConfirm: Story = {
  name: 'SEG minutes upload confirmed',
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => {
    msw.use(recordStoredFiles());
  },
  play: async (context) => {
    await findPageTitle(context.canvasElement, OPEN_MEETING);
    await confirmedUploadPlay('Verbale Riunione', 'Conferma caricamento del verbale', 'verbale.pdf')(context);
  },
};

/** The secretariat has uploaded the minutes of the open meeting, through the mock backend. */
const uploadMinutesAsSecretariat = async () => {
  const { fiscalCode } = DEMO_ACCOUNTS.giuliaBianchi;
  const options = { baseUrl: '/api', getToken: () => mockToken(fiscalCode), getRole: () => 'SEG' as const };
  const secretariat = createApiClient(options);
  const stored = await createFileClient(options).uploadFile(pdfFile('verbale.pdf'));
  const meeting = await secretariat.conference.get({ id: 'conference-06' });
  await secretariat.conference.update({
    _id: meeting._id,
    updated: meeting.updated,
    conferenceDocument: stored._id,
  });
};

/** The president's signed minutes ask before they are sent, as the minutes do. */
export const PRESignedMinutesConfirm: Story = {
  name: 'PRE signed minutes upload confirmed',
  tags: ['!dev', '!autodocs'],
  args: { role: 'PRE' },
  beforeEach: async ({ msw }) => {
    await uploadMinutesAsSecretariat();
    msw.use(recordStoredFiles());
  },
  play: async (context) => {
    await findPageTitle(context.canvasElement, OPEN_MEETING);
    await confirmedUploadPlay(
      'Verbale Riunione (FIRMATO)',
      'Conferma caricamento del verbale firmato',
      'verbale_firmato.pdf',
    )(context);
  },
};

const load = loadStories({ call: 'conference.get', loaded: SEG.play });

export const Loading = load.loading('Caricamento della riunione…');

/** The meeting cannot be read: the reason, and 'Riprova' shows it. */
export const LoadError = load.error('Non è stato possibile caricare la riunione.');

/**
 * Last of the file: a story after it, rendered in the same page, meets two empty `role="img"` elements
 * that axe flags (seen with the Loading story; cause not found yet, see the session note).
 *
 * The draft of the minutes: the secretariat downloads a PDF listing each request with its rapporteur,
 * outcome and declared conflicts of interest, to complete before uploading the minutes.
 */
export const ClosedSEGDraftMinutes: Story = {
  name: 'Closed meeting SEG, draft minutes',
  tags: ['!dev', '!autodocs'],
  args: { path: '/showConference/conference-01' },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, CLOSED_MEETING);
    const downloads: string[] = [];
    // The download is an anchor with `download` clicked by the page: recorded here, not saved.
    const record = (event: MouseEvent) => {
      if (event.target instanceof HTMLAnchorElement && event.target.download) {
        downloads.push(event.target.download);
        event.preventDefault();
      }
    };
    document.addEventListener('click', record, true);
    try {
      await userEvent.click(within(canvasElement).getByRole('button', DRAFT_MINUTES));
      await waitFor(() => expect(downloads).toHaveLength(1), SCREEN_WAIT);
      await expect(downloads[0]).toMatch(
        /^Bozza_verbale_Riunione_1_del_Comitato_Etico_Territoriale_.*\.pdf$/,
      );
    } finally {
      document.removeEventListener('click', record, true);
    }
  },
};
