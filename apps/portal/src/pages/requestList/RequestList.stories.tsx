import { makeRequest, mockHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  findMessage,
  findPageTitle,
  loadStories,
  SCREEN_WAIT,
  screenMeta,
} from '../../screens/screenStories';

/** `/requestList`: an applicant's own and its company's requests, or every request for the staff roles. */
const meta = {
  title: 'Screens/Requests/Request list',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/requestList', role: 'RIC' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Mario Rossi: his requests to integrate are counted, 'Nuova richiesta' starts a new one, and his
 * drafts and requests to integrate come first ('Da completare'), with type and last change.
 */
export const RIC: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Lista Richieste');
    await findMessage(canvasElement, /richiest[ae] da integrare$/);
    const toDo = await canvas.findByRole('region', { name: /^Da completare \(\d+\)$/ }, SCREEN_WAIT);
    await expect(
      (await within(toDo).findAllByRole('link', { name: /^Continua la bozza: / }, SCREEN_WAIT))[0],
    ).toHaveAttribute('href', expect.stringMatching(/^\/requestForm\//));
    await expect(within(toDo).getAllByText(/^Ultima modifica: \d{2}\/\d{2}\/\d{4}$/)[0]).toBeVisible();
    await expect(within(toDo).getAllByText(/^Tipologia: /)[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nuova richiesta' })).toHaveAttribute(
      'href',
      '/requestForm',
    );
    await canvas.findAllByRole('link', { name: /^Modifica la richiesta/ }, SCREEN_WAIT);
  },
};

/**
 * From the bottom of the list to a request: the new page opens at its top, its h1 has focus (a
 * screen reader says where the user landed), and the menu marks 'Lista Richieste', its section.
 */
export const LandsOnTheNewPage: Story = {
  name: 'Lands on the new page RIC',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Lista Richieste');
    const [view] = await canvas.findAllByRole('link', { name: /^Visualizza la richiesta/ }, SCREEN_WAIT);
    if (!view) throw new Error('No request to view');
    window.scrollTo(0, document.documentElement.scrollHeight);
    await userEvent.click(view);
    const heading = await findPageTitle(canvasElement, 'Dettaglio richiesta');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(window.scrollY).toBe(0);
    await expect(canvas.getByRole('link', { name: 'Lista Richieste' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/**
 * Switching language on an applicant's list: the to-do list keeps its items until they come back
 * translated, so the filters and the results it holds back on the first load stay on the page.
 */
export const ApplicantSwitchesLanguage: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Lista Richieste');
    const table = await canvas.findByRole('grid', {}, SCREEN_WAIT);
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await findPageTitle(canvasElement, 'Requests');
    await expect(table).toBeInTheDocument();
  },
};

const SIXTEEN_DRAFTS = Array.from({ length: 16 }, (_, index) =>
  makeRequest({ _id: `draft-${index + 1}`, studyTitle: `Bozza numero ${index + 1}` }),
);

/**
 * An applicant with sixteen drafts: 'Da completare' shows the last three changed and 'Mostra tutte',
 * so the filters and the table stay near the top; the button shows every draft, and folds them again.
 */
export const ManyToDos: Story = {
  name: 'Many to-dos RIC',
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.request.find({ result: SIXTEEN_DRAFTS, total: SIXTEEN_DRAFTS.length }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toDo = await canvas.findByRole('region', { name: 'Da completare (16)' }, SCREEN_WAIT);
    const drafts = () => within(toDo).getAllByRole('link', { name: /^Continua la bozza: / });
    await expect(drafts()).toHaveLength(3);
    await expect(within(toDo).queryByRole('link', { name: 'Continua la bozza: Bozza numero 4' })).toBeNull();
    await expect(await canvas.findByRole('grid', {}, SCREEN_WAIT)).toBeVisible();

    const toggle = within(toDo).getByRole('button', { name: 'Mostra tutte (16)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(drafts()).toHaveLength(16);
    await expect(
      within(toDo).getByRole('link', { name: 'Continua la bozza: Bozza numero 16' }),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Mostra meno');
    await expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await expect(drafts()).toHaveLength(3);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Giulia Bianchi: the requests awaiting evaluation are counted; no 'Nuova richiesta', no 'Modifica'. */
export const SEG: Story = {
  args: { role: 'SEG' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Lista Richieste');
    await findMessage(canvasElement, /richiest[ae] in attesa di valutazione$/);
    await canvas.findAllByRole('link', { name: /^Visualizza la richiesta/ }, SCREEN_WAIT);
    await expect(canvas.queryByRole('link', { name: 'Nuova richiesta' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Modifica la richiesta/ })).not.toBeInTheDocument();
  },
};

/** The committee reaches every request from here too: no count beside the title, no 'Nuova richiesta'. */
export const CET: Story = {
  args: { role: 'CET' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, 'Lista Richieste');
    await canvas.findAllByRole('link', { name: /^Visualizza la richiesta/ }, SCREEN_WAIT);
    await expect(canvas.queryByText(/^(\d+|Nessuna) richiest[ae] /)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Nuova richiesta' })).not.toBeInTheDocument();
  },
};

/** The president may open the list as well, which its menu does not offer. */
export const PRE: Story = { args: { role: 'PRE' }, play: CET.play };

const load = loadStories({
  call: 'request.find',
  title: 'Lista Richieste',
  loaded: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('link', { name: /^Visualizza la richiesta/ }, SCREEN_WAIT);
  },
});

/** The list waits for the server: the title and filters are there, the table says it is loading. */
export const Loading: Story = { ...load.loading(), args: { role: 'SEG' } };

const applicantLoading = load.loading('Caricamento delle attività…');

/**
 * An applicant's list waits for the to-do list above it: the to-do list says it is loading, and the
 * filters and results come with it rather than be pushed down under it once painted (a layout shift).
 */
export const ApplicantLoading: Story = {
  ...applicantLoading,
  play: async (context) => {
    await applicantLoading.play?.(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Cerca' })).not.toBeInTheDocument();
  },
};

/** The server fails: the table says so with the server's reason, and 'Riprova' loads the list. */
export const LoadError = load.error('Non è stato possibile caricare le richieste.');
