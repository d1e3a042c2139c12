import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useActiveRole } from '../RoleGate';
import { MainMenu, type MainMenuItem } from './MainMenu';

const requestLists = {
  id: 'requests',
  label: 'Elenco Richieste',
  columns: [
    {
      title: 'Tutte le richieste',
      links: [
        { label: 'In lavorazione', href: '#/requestListInProgress' },
        { label: 'Da integrare', href: '#/requestListToBeIntegrated' },
        { label: 'Inoltrate', href: '#/requestListSubmitted' },
        { label: 'Archivio', href: '#/requestListArchivied' },
      ],
    },
    {
      title: 'Usi compassionevoli',
      links: [
        { label: 'In lavorazione', href: '#/requestListCompInProgress' },
        { label: 'Da integrare', href: '#/requestListCompToBeIntegrated' },
        { label: 'Inoltrate', href: '#/requestListCompSubmitted' },
        { label: 'Archivio', href: '#/requestListCompArchivied' },
      ],
    },
    { title: 'Cerca richiesta', links: [{ label: 'Cerca richiesta', href: '#/requestListAll' }] },
  ],
} satisfies MainMenuItem;

const home = { id: 'home', label: 'Home', href: '#/home' };
const tail = [
  { id: 'documentation', label: 'Documentazione', href: '#/documentation' },
  { id: 'manual', label: 'Manuale', href: '#/manuale.pdf', isExternal: true },
];
const meetings = { id: 'meetings', label: 'Lista Riunioni', href: '#/conferenceList' };

/** The spec's section 6: what each role finds in the menu. */
const itemsByRole: Record<string, MainMenuItem[]> = {
  RIC: [
    home,
    { id: 'newRequest', label: 'Nuova Richiesta', href: '#/requestForm' },
    { id: 'list', label: 'Lista Richieste', href: '#/requestList' },
    ...tail,
  ],
  SEG: [home, requestLists, meetings, ...tail],
  CET: [
    home,
    requestLists,
    { id: 'newMeeting', label: 'Nuova Riunione', href: '#/newConference' },
    meetings,
    ...tail,
  ],
  PRE: [home, meetings, ...tail],
  ADMIN: [
    home,
    { id: 'users', label: 'Pannello Utenti', href: '#/rolePanel' },
    { id: 'companies', label: 'Pannello Enti', href: '#/corporatePanel' },
    { id: 'types', label: 'Gestisci Tipologie', href: '#/typePanel' },
    { id: 'homePanel', label: 'Gestisci pagina principale', href: '#/homePanel' },
    ...tail,
  ],
  NONE: [home, ...tail],
};

const MenuForActiveRole = ({ currentId }: { currentId?: string }) => {
  const role = useActiveRole() ?? 'NONE';
  return <MainMenu items={itemsByRole[role] ?? []} currentId={currentId} />;
};

const meta = {
  title: 'Patterns/MainMenu',
  component: MainMenu,
  args: { items: itemsByRole.SEG ?? [], currentId: 'home' },
} satisfies Meta<typeof MainMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsSecretariat: Story = {
  globals: { role: 'SEG' },
  render: (args) => <MenuForActiveRole currentId={args.currentId} />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu principale' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const trigger = await within(nav).findByRole('button', { name: 'Elenco Richieste' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Elenco Richieste' });
    const allRequests = within(panel).getByRole('list', { name: 'Tutte le richieste' });
    await expect(
      within(allRequests)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['In lavorazione', 'Da integrare', 'Inoltrate', 'Archivio']);
    await expect(within(panel).getByRole('list', { name: 'Usi compassionevoli' })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Cerca richiesta' })).toHaveAttribute(
      'href',
      '#/requestListAll',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const AsApplicant: Story = {
  ...AsSecretariat,
  globals: { role: 'RIC' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu principale' });
    await expect(within(nav).getByRole('link', { name: 'Nuova Richiesta' })).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: 'Elenco Richieste' })).toBeNull();
    await expect(
      within(nav).getByRole('link', { name: 'Manuale (si apre in una nuova finestra)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const AsCommittee: Story = {
  ...AsSecretariat,
  globals: { role: 'CET' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Nuova Riunione' })).toBeVisible();
    await expect(await within(nav).findByRole('button', { name: 'Elenco Richieste' })).toBeVisible();
  },
};

export const AsPresident: Story = {
  ...AsSecretariat,
  globals: { role: 'PRE' },
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('navigation')).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Lista Riunioni',
      'Documentazione',
      'Manuale (si apre in una nuova finestra)',
    ]);
  },
};

export const AsAdministrator: Story = {
  ...AsSecretariat,
  globals: { role: 'ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Pannello Utenti' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  ...AsSecretariat,
  globals: { role: 'NONE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};
