import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider } from 'styled-components';
import { MainMenu } from '../MainMenu';
import { themeFor } from '../theme/theme';
import { Header } from './Header';

/** A made-up regional emblem, drawn inline so the story needs no file. */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="22" fill="#FFFFFF"/><path d="M14 30 L24 12 L34 30 Z" fill="#7A1F3D"/></svg>',
)}`;

const roleNames = {
  RIC: 'Richiedente',
  SEG: 'Segreteria',
  CET: 'Comitato Etico',
  PRE: 'Presidente',
  ADMIN: 'Amministratore',
};

const meta = {
  title: 'Patterns/Header',
  component: Header,
  args: {
    regionName: 'Regione – Dipartimento Salute',
    committeeTitle: 'Comitato Etico Territoriale',
    user: { fullname: 'Mario Rossi', roles: ['RIC'] },
    activeRole: 'RIC',
    roleNames,
    onRoleChange: fn(),
    onLogout: fn(),
    userLinks: [{ id: 'preferences', label: 'Preferenze', href: '#/preferenze' }],
    loginHref: '#/oidc/auth',
    languages: [
      { code: 'it', label: 'ITA', name: 'Italiano' },
      { code: 'en', label: 'ENG', name: 'English' },
    ],
    language: 'it',
    onLanguageChange: fn(),
    menu: (
      <MainMenu
        items={[
          { id: 'home', label: 'Home', href: '#/home' },
          { id: 'list', label: 'Lista Richieste', href: '#/requestList' },
          { id: 'documentation', label: 'Documentazione', href: '#/documentation' },
        ]}
        currentId="home"
      />
    ),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  args: { user: null, activeRole: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: "Accedi all'area personale" })).toHaveAttribute(
      'href',
      '#/oidc/auth',
    );
    await expect(canvas.queryByText(/Benvenuto/)).toBeNull();
  },
};

export const Applicant: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Benvenuto, Mario Rossi')).toBeVisible();
    await expect(canvas.getByText('Ruolo attivo: Richiedente')).toBeVisible();
    const userButton = await canvas.findByRole('button', { name: /Mario Rossi/ });
    userButton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Richiedente' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The user's own pages are links of the menu, before 'Esci'.
    await expect(within(menu).getByRole('menuitem', { name: 'Preferenze' })).toHaveAttribute(
      'href',
      '#/preferenze',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Esci' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onRoleChange).not.toHaveBeenCalled();
  },
};

export const SecretariatAndCommittee: Story = {
  args: { user: { fullname: 'Laura Ricci', roles: ['SEG', 'CET'] }, activeRole: 'SEG' },
  play: async ({ args, canvasElement }) => {
    const userButton = await within(canvasElement).findByRole('button', { name: /Laura Ricci/ });
    userButton.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: 'Segreteria' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRoleChange).toHaveBeenCalledWith('CET');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Secretariat: Story = {
  args: { user: { fullname: 'Giulia Bianchi', roles: ['SEG'] }, activeRole: 'SEG' },
};
export const Committee: Story = {
  args: { user: { fullname: 'Paolo Neri', roles: ['CET'] }, activeRole: 'CET' },
};
export const President: Story = {
  args: { user: { fullname: 'Anna Ferrari', roles: ['PRE'] }, activeRole: 'PRE' },
};
export const Administrator: Story = {
  args: { user: { fullname: 'Marco Colombo', roles: ['ADMIN'] }, activeRole: 'ADMIN' },
};

export const LanguageSwitch: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Lingua' });
    await expect(within(group).getByRole('radio', { name: 'Italiano' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

/** One tab stop, the current language; arrows move without switching; Enter chooses. */
export const LanguageSwitchByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Lingua' });
    const italian = within(group).getByRole('radio', { name: 'Italiano' });
    const english = within(group).getByRole('radio', { name: 'English' });
    italian.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(english).toHaveFocus();
    await expect(english).not.toBeChecked();
    await expect(args.onLanguageChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(italian).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
    // Tab leaves the group from its one stop, the current language.
    italian.focus();
    await userEvent.tab();
    await expect(english).not.toHaveFocus();
    await expect(group).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** Under the md breakpoint the menu folds behind the burger, and closes again once a link is chosen. */
export const BurgerOnNarrowScreens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.queryByRole('button', { name: 'Apri il menu' });
    // The burger exists only under the md breakpoint; on a wide viewport the menu is always shown.
    if (!burger) {
      await expect(canvas.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
      return;
    }
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Menu principale' })).toBeNull();
    burger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Chiudi il menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
    // A choice leads to another page: the menu folds again, so that the page shows.
    canvas.getByRole('link', { name: 'Lista Richieste' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Apri il menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Menu principale' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    regionName:
      'Regione Autonoma Friuli Venezia Giulia – Direzione centrale salute, politiche sociali e disabilità',
    committeeTitle:
      'Comitato Etico Territoriale per la sperimentazione clinica dei medicinali e dei dispositivi medici',
    user: { fullname: 'Maria Giovanna Bianchi Castelfranchi della Rovere', roles: ['SEG', 'CET'] },
    activeRole: 'CET',
  },
};

/**
 * Another region from the same components: its name, department and logo, and the theme derived
 * from its primary colour by `themeFor` (the portal does the same with the server's settings).
 */
export const AnotherRegion: Story = {
  args: {
    regionName: 'Regione Lombardia – Direzione Generale Welfare',
    committeeTitle: 'Comitato Etico Territoriale Lombardia 1',
    logoSrc: LOGO,
    user: null,
    activeRole: null,
  },
  decorators: [
    (Story) => (
      <ThemeProvider theme={themeFor('#7A1F3D')}>
        <Story />
      </ThemeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByText('Comitato Etico Territoriale Lombardia 1');
    await expect(title).toBeVisible();
    await expect(canvas.getByText('Regione Lombardia – Direzione Generale Welfare')).toBeVisible();
    // Decorative beside the title: an empty text alternative, so a screen reader skips it.
    const logo = canvas.getByRole('presentation');
    await expect(logo).toHaveAttribute('alt', '');
    await waitFor(() => expect((logo as HTMLImageElement).complete).toBe(true));
    await expect(logo.getBoundingClientRect().height).toBe(48);
    const bar = title.parentElement?.parentElement as HTMLElement;
    await expect(getComputedStyle(bar).backgroundColor).toBe('rgb(122, 31, 61)');
  },
};

export const English: Story = {
  args: { language: 'en', user: null, activeRole: null },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Sign in to your personal area' }),
    ).toBeVisible();
  },
};
