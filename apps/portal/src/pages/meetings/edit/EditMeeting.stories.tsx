import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  findMessage,
  findPageTitle,
  loadStories,
  SCREEN_WAIT,
  screenMeta,
} from '../../../screens/screenStories';

/**
 * `/editConference/{id}`: the secretariat corrects a meeting not yet opened with the new meeting's
 * form (subject, dates, agenda, the requests to examine) or deletes it, each after a confirmation.
 */
const meta = {
  title: 'Screens/Meetings/Edit meeting',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/editConference/conference-09', role: 'SEG' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Modifica riunione: Riunione 9 del Comitato Etico Territoriale';

/** The form starts from the meeting: its subject, and its requests already selected. */
export const SEG: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(canvas.getByRole('textbox', { name: /^Oggetto/ })).toHaveValue(
      'Riunione 9 del Comitato Etico Territoriale',
    );
    await canvas.findAllByRole('button', { name: /^Rimuovi richiesta / }, SCREEN_WAIT);
    await expect(canvas.getByRole('button', { name: 'Salva modifiche' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Elimina riunione' })).toBeVisible();
  },
};

/** A new subject, one request removed and one added: after 'Conferma modifiche' the meeting page shows them. */
export const EditSubjectAndRequests: Story = {
  name: 'Edit subject and requests SEG',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    const subject = canvas.getByRole('textbox', { name: /^Oggetto/ });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Seduta straordinaria');
    const [remove] = await canvas.findAllByRole('button', { name: /^Rimuovi richiesta / }, SCREEN_WAIT);
    if (remove) await userEvent.click(remove);
    const [add] = await canvas.findAllByRole('button', { name: /^Aggiungi richiesta / }, SCREEN_WAIT);
    if (add) await userEvent.click(add);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva modifiche' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Conferma modifiche alla riunione' });
    await expect(dialog).toHaveTextContent('La riunione "Seduta straordinaria" sarà salvata');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva modifiche' }));
    await findPageTitle(canvasElement, 'Seduta straordinaria');
  },
};

/** 'Elimina riunione' asks first; once confirmed, the meeting list. */
export const Delete: Story = {
  name: 'Delete SEG',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await userEvent.click(canvas.getByRole('button', { name: 'Elimina riunione' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Conferma eliminazione' });
    await expect(dialog).toHaveTextContent(
      'La riunione "Riunione 9 del Comitato Etico Territoriale" verrà eliminata.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina riunione' }));
    await findPageTitle(canvasElement, 'Lista Riunioni');
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('link', { name: /Riunione 9 del Comitato Etico Territoriale/ }),
      ).not.toBeInTheDocument(),
    );
  },
};

/** An opened meeting is no longer edited here: the page says so and leads to the meeting. */
export const OpenedMeeting: Story = {
  name: 'Opened meeting SEG',
  args: { path: '/editConference/conference-06' },
  play: async ({ canvasElement }) => {
    await findMessage(canvasElement, /è già stata aperta/);
    await expect(within(canvasElement).getByRole('link', { name: 'Vai alla riunione' })).toHaveAttribute(
      'href',
      '/showConference/conference-06',
    );
  },
};

const load = loadStories({ call: 'conference.get', loaded: SEG.play });

export const Loading = load.loading('Caricamento della riunione…');

/** The meeting cannot be read: the reason, and 'Riprova' shows it. */
export const LoadError = load.error('Non è stato possibile caricare la riunione.');
