import type { Registration } from '@cet-portal/api-client';
import { errorResponse, mockHandlers, serverErrorHandlers, slowHandlers } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { croRegistration, makeRegistration, PERSON_HISTORY } from '../../screens/registrationFixtures';
import { findMessage, findPageTitle, SCREEN_WAIT, screenMeta } from '../../screens/screenStories';

/**
 * `/richiesteRegistrazione` ('Richieste di registrazione', SEG and ADMIN): the sign-ups waiting for the
 * secretariat, confirmed or refused with a reason. The list, the count and the decisions are answered by
 * each story, so that what a decision does is seen whatever the mock world holds.
 */
const meta = {
  title: 'Screens/Registration/Registration requests',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/richiesteRegistrazione', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Richieste di registrazione';

const WAITING: Registration[] = [croRegistration(), makeRegistration()];

/**
 * A secretariat's server with `registrations` in it: the list and the count follow what is decided,
 * and each decision answers the registration as the server leaves it.
 */
const secretariatServer = (msw: MswApi, registrations: readonly Registration[] = WAITING) => {
  let stored = [...registrations];
  const decide = (id: string, change: Partial<Registration>) => {
    const found = stored.find((registration) => registration._id === id);
    if (!found) return errorResponse(404, 'NOT_FOUND', 'Registrazione non trovata');
    const decided = {
      ...found,
      ...change,
      decided: '2026-11-29T09:00:00.000Z',
      updated: '2026-11-29T09:00:00.000Z',
    };
    stored = stored.map((registration) => (registration._id === id ? decided : registration));
    return decided;
  };
  msw.use(
    mockHandlers.registration.find(({ query, skip, take }) => {
      const shown = stored.filter((registration) => !query.status || registration.status === query.status);
      return { result: shown.slice(skip, skip + take), total: shown.length };
    }),
    mockHandlers.registration.count(({ query }) => ({
      count: stored.filter((registration) => !query.status || registration.status === query.status).length,
    })),
    mockHandlers.registration.confirm(({ _id }) =>
      decide(_id, {
        status: 'CONFIRMED',
        decidedBy: { _id: 'user-seg', fiscalCode: 'BNCGLI85M41F205B', fullname: 'Giulia Bianchi' },
      }),
    ),
    mockHandlers.registration.refuse(({ _id, reason }) =>
      decide(_id, {
        status: 'REFUSED',
        refusalReason: reason,
        decidedBy: { _id: 'user-seg', fiscalCode: 'BNCGLI85M41F205B', fullname: 'Giulia Bianchi' },
      }),
    ),
    mockHandlers.registration.history(PERSON_HISTORY),
  );
};

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: TITLE }, SCREEN_WAIT);

/** The body rows, once the registrations are drawn. */
const rows = async (canvasElement: HTMLElement) => {
  const grid = await table(canvasElement);
  await within(grid).findAllByRole('button', { name: /^Cronologia di / }, SCREEN_WAIT);
  return within(grid).getAllByRole('row').slice(1);
};

const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const row = (await rows(canvasElement)).find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`${name} is listed`);
  return row;
};

/**
 * The secretariat's list of waiting sign-ups, with the count in the menu: each person with fiscal code
 * and e-mail, the company (a proposed one marked 'Nuovo ente'), the relation and the CRO's letter.
 */
export const SEG: Story = {
  beforeEach: ({ msw }) => secretariatServer(msw),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await canvas.findByRole('link', { name: 'Richieste di registrazione (2 in attesa)' }, SCREEN_WAIT),
    ).toHaveAttribute('href', '/richiesteRegistrazione');
    await expect(await rows(canvasElement)).toHaveLength(2);
    const cro = await rowOf(canvasElement, 'Gianni Cerri');
    await expect(cro).toHaveTextContent('CRO delegata');
    await expect(
      within(cro).getByRole('button', { name: 'Scarica la lettera di delega lettera-delega-alfa.pdf' }),
    ).toBeVisible();
    const proposed = await rowOf(canvasElement, 'Paola Nuovi');
    await expect(proposed).toHaveTextContent('Nuovo ente');
    await expect(proposed).toHaveTextContent('Partita IVA 07654321095');
    await expect(
      within(proposed).getByRole('button', { name: 'Conferma la registrazione di Paola Nuovi' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Stato/ })).toHaveTextContent('In attesa');
  },
};

/**
 * The mock world's own registrations, answered by the server's code: Chiara Marino's (a new company)
 * and Giuseppe Bruno's (a CRO with the letter) wait. Confirming Chiara's leaves one waiting, and her
 * 'Cronologia' says who confirmed it.
 */
export const MockWorld: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await expect(await rows(canvasElement)).toHaveLength(2);
    await expect(
      await canvas.findByRole('link', { name: 'Richieste di registrazione (2 in attesa)' }, SCREEN_WAIT),
    ).toBeVisible();
    await expect(await rowOf(canvasElement, 'Giuseppe Bruno')).toHaveTextContent('CRO delegata');
    const chiara = await rowOf(canvasElement, 'Chiara Marino');
    await expect(chiara).toHaveTextContent('Nuovo ente');
    await userEvent.click(
      within(chiara).getByRole('button', { name: 'Conferma la registrazione di Chiara Marino' }),
    );
    const dialog = await page.findByRole('alertdialog', { name: 'Confermare la registrazione?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await expect(
      await page.findByText('Registrazione di Chiara Marino confermata', {}, SCREEN_WAIT),
    ).toBeVisible();
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(1), SCREEN_WAIT);
    await userEvent.click(canvas.getByRole('button', { name: /Stato/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Tutti gli stati' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cerca' }));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(4), SCREEN_WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Cronologia di Chiara Marino' }));
    const history = await page.findByRole('dialog', { name: 'Cronologia di Chiara Marino' });
    await expect(
      await within(history).findByText('Ha confermato la registrazione', {}, SCREEN_WAIT),
    ).toBeVisible();
    await expect(within(history).getAllByText('Giulia Bianchi').length).toBeGreaterThan(0);
  },
};

/** ADMIN has the same page and menu item. */
export const ADMIN: Story = {
  args: { role: 'ADMIN' },
  beforeEach: ({ msw }) => secretariatServer(msw),
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(await rows(canvasElement)).toHaveLength(2);
  },
};

/** Nothing waiting: the table says so, and the menu shows no count. */
export const Empty: Story = {
  beforeEach: ({ msw }) => secretariatServer(msw, []),
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await findMessage(canvasElement, 'Nessuna richiesta di registrazione in attesa.'),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Richieste di registrazione' }),
    ).toBeVisible();
  },
};

const MANY = Array.from({ length: 23 }, (_, index) =>
  makeRegistration({
    _id: `registration-${String(index + 10).padStart(3, '0')}`,
    name: `Persona${index + 1}`,
    user: {
      _id: `user-many-${index}`,
      fiscalCode: 'NVOPRS90A41H501J',
      fullname: `Persona${index + 1} Nuovi`,
    },
  }),
);

/** Many waiting: a page of 10, the count of all of them in the menu, and the pages. */
export const ManyRows: Story = {
  beforeEach: ({ msw }) => secretariatServer(msw, MANY),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rows(canvasElement)).toHaveLength(10);
    await expect(
      await canvas.findByRole('link', { name: 'Richieste di registrazione (23 in attesa)' }, SCREEN_WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Paginazione' })).toBeVisible();
  },
};

/** 'Conferma', asked first, then said done: the row leaves the waiting list and the count goes down. */
export const ConfirmOne: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => secretariatServer(msw),
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const row = await rowOf(canvasElement, 'Paola Nuovi');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Conferma la registrazione di Paola Nuovi' }),
    );
    const dialog = await page.findByRole('alertdialog', { name: 'Confermare la registrazione?' });
    await expect(dialog).toHaveTextContent('che sarà creato come nuovo ente');
    within(dialog).getByRole('button', { name: 'Conferma' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByText('Registrazione di Paola Nuovi confermata', {}, SCREEN_WAIT),
    ).toBeVisible();
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(1), SCREEN_WAIT);
    await expect(
      await within(canvasElement).findByRole(
        'link',
        { name: 'Richieste di registrazione (1 in attesa)' },
        SCREEN_WAIT,
      ),
    ).toBeVisible();
  },
};

/** The server refuses the confirmation: an Italian error with its reason, and the row stays. */
export const ConfirmFails: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: {
    a11y: {
      config: {
        // Focus comes back to 'Conferma', and React Aria's roving focus then leaves the actions cell a
        // keyboard stop (tabindex 0): axe measures that cell as a pointer target covered by its own
        // buttons. The buttons themselves, the pointer's targets, pass the rule in every other story.
        rules: [{ id: 'target-size', enabled: false }],
      },
    },
  },
  beforeEach: ({ msw }) => {
    secretariatServer(msw);
    msw.use(
      mockHandlers.registration.confirm(() =>
        errorResponse(422, 'UNPROCESSABLE', 'L’ente proposto non può essere creato: la PEC non è valida'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const row = await rowOf(canvasElement, 'Paola Nuovi');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Conferma la registrazione di Paola Nuovi' }),
    );
    const dialog = await page.findByRole('alertdialog', { name: 'Confermare la registrazione?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await expect(
      await page.findByText('La registrazione non è stata confermata', {}, SCREEN_WAIT),
    ).toBeVisible();
    await expect(page.getByText('L’ente proposto non può essere creato: la PEC non è valida')).toBeVisible();
    await expect(await rows(canvasElement)).toHaveLength(2);
  },
};

/** Another secretary decided first (409): the portal's conflict dialog offers to reload. */
export const ConfirmConflict: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => {
    secretariatServer(msw);
    msw.use(
      mockHandlers.registration.confirm(() =>
        errorResponse(
          409,
          'CONFLICT',
          'La registrazione non è più in attesa: è già stata confermata o rifiutata',
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const row = await rowOf(canvasElement, 'Gianni Cerri');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Conferma la registrazione di Gianni Cerri' }),
    );
    const dialog = await page.findByRole('alertdialog', { name: 'Confermare la registrazione?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    const conflict = await page.findByRole('alertdialog', { name: 'Dati non aggiornati' }, SCREEN_WAIT);
    await expect(conflict).toHaveTextContent('La registrazione non è più in attesa');
  },
};

const REASON = 'La lettera di delega non è firmata dal promotore.';

/** 'Rifiuta' asks a reason: empty, it is said at the field; written, the registration is refused. */
export const RefuseOne: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => secretariatServer(msw),
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const row = await rowOf(canvasElement, 'Gianni Cerri');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Rifiuta la registrazione di Gianni Cerri' }),
    );
    const dialog = await page.findByRole('dialog', { name: 'Rifiuta la registrazione' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Motivo del rifiuto/ });
    await expect(reason).toHaveAccessibleDescription(/Scrivi il motivo del rifiuto/);
    await userEvent.type(reason, REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await expect(
      await page.findByText('Registrazione di Gianni Cerri rifiutata', {}, SCREEN_WAIT),
    ).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Rifiuta la registrazione' })).toBeNull());
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(1), SCREEN_WAIT);
  },
};

/** Every status: a refused one shows its reason, a confirmed one who confirmed it and when. */
export const AllStatuses: Story = {
  args: { path: '/richiesteRegistrazione?status=ALL' },
  beforeEach: ({ msw }) =>
    secretariatServer(msw, [
      ...WAITING,
      croRegistration({
        _id: 'registration-003',
        status: 'REFUSED',
        refusalReason: REASON,
        decided: '2026-11-28T10:00:00.000Z',
        decidedBy: { _id: 'user-seg', fiscalCode: 'BNCGLI85M41F205B', fullname: 'Giulia Bianchi' },
      }),
      makeRegistration({
        _id: 'registration-004',
        status: 'CONFIRMED',
        decided: '2026-11-28T11:00:00.000Z',
        decidedBy: { _id: 'user-seg', fiscalCode: 'BNCGLI85M41F205B', fullname: 'Giulia Bianchi' },
      }),
    ]),
  play: async ({ canvasElement }) => {
    const all = await rows(canvasElement);
    await expect(all).toHaveLength(4);
    const refused = all.find((row) => row.textContent?.includes(REASON));
    if (!refused) throw new Error('the refused registration shows its reason');
    await expect(within(refused).queryByRole('button', { name: /^Conferma/ })).toBeNull();
    await expect(all.some((row) => row.textContent?.includes('Confermata'))).toBe(true);
  },
};

/** 'Cronologia' of a person: who sent, who confirmed, when. */
export const PersonHistory: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: ({ msw }) => secretariatServer(msw),
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const row = await rowOf(canvasElement, 'Paola Nuovi');
    await userEvent.click(within(row).getByRole('button', { name: 'Cronologia di Paola Nuovi' }));
    const dialog = await page.findByRole('dialog', { name: 'Cronologia di Paola Nuovi' });
    await expect(
      await within(dialog).findByText('Ha confermato la registrazione', {}, SCREEN_WAIT),
    ).toBeVisible();
    await expect(within(dialog).getByText('Giulia Bianchi')).toBeVisible();
  },
};

/** An applicant may not open the page: the 403 page. */
export const RIC: Story = {
  args: { role: 'RIC' },
  play: async ({ canvasElement }) => {
    await expect(await findPageTitle(canvasElement, /Accesso negato/)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    secretariatServer(msw);
    msw.use(...slowHandlers('infinite', ['registration.find']));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Caricamento in corso…' }, SCREEN_WAIT),
    ).toBeVisible();
  },
};

/** The list cannot be read: what failed, the server's reason, and 'Riprova'. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    secretariatServer(msw);
    msw.use(...serverErrorHandlers(['registration.find']));
  },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    const alert = await within(canvasElement).findByRole('alert', {}, SCREEN_WAIT);
    await expect(alert).toHaveTextContent('Non è stato possibile caricare le richieste di registrazione.');
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeVisible();
  },
};
