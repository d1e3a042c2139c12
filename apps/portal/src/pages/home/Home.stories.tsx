import type { RoleName } from '@cet-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPageTitle, loadStories, SCREEN_WAIT, screenMeta } from '../../screens/screenStories';

/**
 * `/` and `/home` (public, the same page): the home content ADMIN edits, and once signed in the
 * entry points of the active role ('Accesso rapido').
 */
const meta = {
  title: 'Screens/Public/Home',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/home', role: 'RIC' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Benvenuto nel portale del Comitato Etico Territoriale';
const ENTRY_POINTS = { name: 'Accesso rapido' } as const;

/** Signed out at `/`: the home content, how to apply in three steps, 'Accedi all'area personale'; no entry points. */
export const SignedOut: Story = {
  args: { path: '/', role: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(
      await canvas.findByRole('link', { name: "Accedi all'area personale" }, SCREEN_WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', ENTRY_POINTS)).not.toBeInTheDocument();
    // The steps come with the stored content, so that its arrival does not push them down.
    const howTo = await canvas.findByRole('region', { name: 'Come presentare una richiesta' }, SCREEN_WAIT);
    await expect(within(howTo).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** What waits for a role at the top of its home: the list's heading and, when given, one of its links. */
interface ToDo {
  heading: RegExp;
  link?: RegExp;
}

/**
 * Signed in as `role`: first what waits for that person (`toDo`), then its entry points (`shown`),
 * and not those of the others (`hidden`).
 */
const entryPointsStory = (role: RoleName, shown: string, hidden: string, toDo?: ToDo): Story => ({
  args: { role },
  play: async ({ canvasElement }) => {
    await findPageTitle(canvasElement, TITLE);
    if (toDo) {
      const canvas = within(canvasElement);
      const section = await canvas.findByRole('region', { name: toDo.heading }, SCREEN_WAIT);
      if (toDo.link) {
        await expect(
          (await within(section).findAllByRole('link', { name: toDo.link }, SCREEN_WAIT))[0],
        ).toBeVisible();
      }
    }
    const entries = within(await within(canvasElement).findByRole('navigation', ENTRY_POINTS, SCREEN_WAIT));
    await expect(entries.getByRole('link', { name: shown })).toBeVisible();
    await expect(entries.queryByRole('link', { name: hidden })).not.toBeInTheDocument();
  },
});

/** Mario Rossi's drafts and requests to integrate come first, each with its link to the form. */
export const RIC = entryPointsStory('RIC', 'Compila una nuova richiesta', 'Vai alla lista delle riunioni', {
  heading: /^Da completare \(\d+\)$/,
  link: /^(Continua la bozza|Integra la richiesta): /,
});

/** The requests awaiting the formal check, oldest first. */
export const SEG = entryPointsStory('SEG', 'Crea una nuova riunione', 'Compila una nuova richiesta', {
  heading: /^Da verificare \(\d+\)$/,
  link: /^Verifica la richiesta N\. \d+$/,
});

/** The reports the member writes as rapporteur in the open meetings. */
export const CET = entryPointsStory('CET', 'Vai alla lista delle riunioni', 'Crea una nuova riunione', {
  heading: /^Relazioni assegnate a te \(\d+\)$/,
});

/** The meetings the president has still to open or to close. */
export const PRE = entryPointsStory('PRE', 'Vai alla lista delle riunioni', 'Crea una nuova riunione', {
  heading: /^Riunioni da aprire o chiudere \(\d+\)$/,
  link: /^(Apri|Chiudi) la riunione: /,
});

export const ADMIN = entryPointsStory('ADMIN', 'Vai al pannello utenti', 'Vai alla lista delle riunioni');

const load = loadStories({ call: 'home.find', title: TITLE, loaded: RIC.play });

export const Loading = load.loading('Caricamento dei contenuti…');

/** The home content cannot be read: the page says so and 'Riprova' shows it; the entry points stay. */
export const LoadError = load.error('Non è stato possibile caricare i contenuti della pagina principale.', {
  saysReason: false,
  whileFailed: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', ENTRY_POINTS)).toBeVisible();
  },
});
