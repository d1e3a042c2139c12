import { errorResponse, makeNotification, mockHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  findMessage,
  findPageTitle,
  loadStories,
  SCREEN_WAIT,
  screenMeta,
} from '../../../screens/screenStories';

/** `/outboxPanel` ('Posta inviata'): the messages of the outbox, for ADMIN only. */
const meta = {
  title: 'Screens/Administration/Sent mail',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/outboxPanel', role: 'ADMIN' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Posta inviata';

const messagesTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Messaggi' }, SCREEN_WAIT);

/** The body rows of the table, once the messages are drawn. */
const messageRows = async (canvasElement: HTMLElement) => {
  const table = await messagesTable(canvasElement);
  await within(table).findAllByRole('button', { name: /^Leggi il messaggio / }, SCREEN_WAIT);
  return within(table).getAllByRole('row').slice(1);
};

/** The seeded outbox: the search, the failed count above the list, and each message with 'Leggi'. */
export const ADMIN: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(canvas.getByRole('search', { name: 'Cerca messaggi' })).toBeVisible();
    await expect(await findMessage(canvasElement, /^3 messaggi non recapitati/)).toBeVisible();
    const rows = await messageRows(canvasElement);
    await expect(rows).toHaveLength(10);
    await expect(canvas.getByRole('columnheader', { name: /Creato il/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

const load = loadStories({
  call: 'notification.find',
  title: TITLE,
  loaded: async ({ canvasElement }) => {
    await expect(await messageRows(canvasElement)).toHaveLength(10);
  },
});

export const Loading = load.loading();

/** The outbox cannot be read: the reason, and 'Riprova' lists the messages. */
export const LoadError = load.error('Non è stato possibile caricare i messaggi.');

/** Nothing written yet: the table says so and no notice of failed messages shows. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.notification.find({ result: [], total: 0 }));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(await findMessage(canvasElement, 'Nessun messaggio trovato.')).toBeVisible();
    await expect(within(canvasElement).queryByText(/non recapitat/)).toBeNull();
  },
};

const LONG_SUBJECT = `[Portale CET] Integrazione richiesta per la richiesta 1234 «${'Studio multicentrico randomizzato in doppio cieco '.repeat(4).trim()}»`;
const LONG_ADDRESS = `segreteria.scientifica.${'dipartimento-di-cardiologia-interventistica.'.repeat(2)}example.it`;

/** A very long subject and address wrap inside the table and the message's dialog. */
export const LongText: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockHandlers.notification.find({
        result: [makeNotification({ subject: LONG_SUBJECT, recipient: LONG_ADDRESS })],
        total: 1,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const [row] = await messageRows(canvasElement);
    if (!row) throw new Error('the table lists the message');
    await expect(row).toHaveTextContent(LONG_ADDRESS);
    await userEvent.click(within(row).getByRole('button', { name: /^Leggi il messaggio / }));
    const dialog = await within(document.body).findByRole('dialog', { name: LONG_SUBJECT });
    await expect(dialog).toHaveTextContent(LONG_ADDRESS);
    await expect(dialog).toHaveTextContent('Gentile Mario Rossi,');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** 'Mostra i non recapitati' lists only the FAILED messages, each with its last error and 'Reinvia'. */
export const FailedMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    const show = await canvas.findByRole('button', { name: 'Mostra i non recapitati' }, SCREEN_WAIT);
    show.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await messageRows(canvasElement)).toHaveLength(3), SCREEN_WAIT);
    for (const row of await messageRows(canvasElement)) {
      await expect(row).toHaveTextContent('Non recapitato');
      await expect(within(row).getByRole('button', { name: /^Reinvia il messaggio / })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: /Stato/ })).toHaveTextContent('Non recapitato');
    await expect(canvas.queryByRole('button', { name: 'Mostra i non recapitati' })).toBeNull();
  },
};

/** The status filter, chosen in the search: only the messages sent, with no 'Reinvia' for those waiting. */
export const FilterByStatus: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await messageRows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Stato/ }));
    const options = await within(document.body).findByRole('listbox');
    await userEvent.click(within(options).getByRole('option', { name: 'In attesa' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cerca' }));
    await waitFor(async () => {
      const rows = await messageRows(canvasElement);
      for (const row of rows) await expect(row).toHaveTextContent('In attesa');
    }, SCREEN_WAIT);
    const table = await messagesTable(canvasElement);
    await expect(within(table).queryByRole('button', { name: /^Reinvia il messaggio / })).toBeNull();
  },
};

/** 'Reinvia' on a message that failed: confirmed, the call, an Italian notice, and the row waits again. */
export const ResendSuccess: Story = {
  args: { path: '/outboxPanel?status=FAILED' },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const rows = await messageRows(canvasElement);
    const refused = rows.find((row) => row.textContent?.includes('550 5.1.1 Mailbox unavailable'));
    if (!refused) throw new Error('a message refused by the mail server is listed');
    const address = within(refused).getByText(/@/).textContent ?? '';
    await userEvent.click(within(refused).getByRole('button', { name: /^Reinvia il messaggio / }));
    const dialog = await page.findByRole('alertdialog', { name: 'Reinviare il messaggio?' });
    within(dialog).getByRole('button', { name: 'Reinvia' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByText(`Messaggio rimesso in coda di invio per ${address}`, {}, SCREEN_WAIT),
    ).toBeVisible();
    // The list is read again: the message is no longer FAILED, so it leaves this filtered list.
    await waitFor(async () => expect(await messageRows(canvasElement)).toHaveLength(2), SCREEN_WAIT);
  },
};

const NO_ADDRESS = "L'utente non ha un indirizzo e-mail: aggiungilo nel Pannello Utenti, poi invia di nuovo";

/** 'Reinvia' refused by the server: its Italian reason, and the message stays FAILED in the list. */
export const ResendFailure: Story = {
  args: { path: '/outboxPanel?status=FAILED' },
  beforeEach: ({ msw }) => {
    msw.use(mockHandlers.notification.resend(() => errorResponse(409, 'CONFLICT', NO_ADDRESS)));
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const [failed] = await messageRows(canvasElement);
    if (!failed) throw new Error('a failed message is listed');
    await userEvent.click(within(failed).getByRole('button', { name: /^Reinvia il messaggio / }));
    const dialog = await page.findByRole('alertdialog', { name: 'Reinviare il messaggio?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reinvia' }));
    await expect(await page.findByText('Il messaggio non è stato reinviato', {}, SCREEN_WAIT)).toBeVisible();
    await expect(page.getByText(NO_ADDRESS)).toBeVisible();
    await expect(await messageRows(canvasElement)).toHaveLength(3);
  },
};
