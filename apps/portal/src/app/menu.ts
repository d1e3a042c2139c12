import { REGISTRATION_REQUESTS_PATH, type RoleName } from '@cet-portal/api-client';
import type { MainMenuItem } from '@cet-portal/ui';
import type { TFunction } from 'i18next';

const requestColumns = (t: TFunction) => [
  {
    title: t('menu.requests.all'),
    links: [
      { label: t('menu.requests.inProgress'), href: '/requestListInProgress' },
      { label: t('menu.requests.toBeIntegrated'), href: '/requestListToBeIntegrated' },
      { label: t('menu.requests.submitted'), href: '/requestListSubmitted' },
      { label: t('menu.requests.archive'), href: '/requestListArchivied' },
    ],
  },
  {
    title: t('menu.requests.compassionate'),
    links: [
      { label: t('menu.requests.inProgress'), href: '/requestListCompInProgress' },
      { label: t('menu.requests.toBeIntegrated'), href: '/requestListCompToBeIntegrated' },
      { label: t('menu.requests.submitted'), href: '/requestListCompSubmitted' },
      { label: t('menu.requests.archive'), href: '/requestListCompArchivied' },
    ],
  },
  {
    title: t('menu.requests.search'),
    links: [{ label: t('menu.requests.search'), href: '/requestListAll' }],
  },
];

/** Whether a path is the page of a link, or one of its items (`/requestForm/42` of `/requestForm`). */
export const isPathOf = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`);

/** Figures the menu shows beside its items; a missing one (not loaded, failed) is not shown. */
export interface MenuCounts {
  /** Sign-ups waiting for the secretariat, beside 'Richieste di registrazione'. */
  pendingRegistrations?: number;
}

/**
 * The main menu of the spec (requests-and-sign-in, sections 2 and 6): Home, the active role's
 * items, Documentazione and Manuale. RIC's menu gives the new request form and its list, CET's the
 * request megamenu, a new meeting and the meeting list, on every page.
 */
export const menuItemsFor = (
  role: RoleName | null,
  t: TFunction,
  manualHref: string,
  pathname: string,
  counts: MenuCounts = {},
): MainMenuItem[] => {
  const requestMenu = { id: 'requests', label: t('menu.requests.label'), columns: requestColumns(t) };
  const meetings = { id: 'meetings', label: t('menu.meetings'), href: '/conferenceList' };
  const dashboard = { id: 'dashboard', label: t('menu.dashboard'), href: '/dashboard' };
  const newMeeting = { id: 'newMeeting', label: t('menu.newMeeting'), href: '/newConference' };
  // The count is part of the link's name, so a screen reader hears it as a sighted user sees it.
  const registrations = {
    id: 'registrationRequests',
    label:
      counts.pendingRegistrations === undefined || counts.pendingRegistrations === 0
        ? t('menu.registrationRequests')
        : t('menu.registrationRequestsCount', { count: counts.pendingRegistrations }),
    href: REGISTRATION_REQUESTS_PATH,
  };
  const byRole: Record<RoleName, MainMenuItem[]> = {
    RIC: [
      { id: 'newRequest', label: t('menu.newRequest'), href: '/requestForm' },
      { id: 'requestList', label: t('menu.requestList'), href: '/requestList' },
    ],
    // The spec's SEG menu is the request menu, the meeting list and the main page; the meeting list
    // offers SEG its own 'Nuova Riunione', so the menu names that page only while on it.
    SEG: [
      requestMenu,
      meetings,
      dashboard,
      registrations,
      ...(isPathOf(pathname, newMeeting.href) ? [newMeeting] : []),
    ],
    CET: [requestMenu, newMeeting, meetings],
    PRE: [meetings, dashboard],
    ADMIN: [
      { id: 'users', label: t('menu.users'), href: '/rolePanel' },
      { id: 'companies', label: t('menu.companies'), href: '/corporatePanel' },
      { id: 'types', label: t('menu.types'), href: '/typePanel' },
      { id: 'homePanel', label: t('menu.homePanel'), href: '/homePanel' },
      { id: 'outbox', label: t('menu.outbox'), href: '/outboxPanel' },
      registrations,
      dashboard,
    ],
  };
  return [
    { id: 'home', label: t('menu.home'), href: '/home' },
    ...(role ? byRole[role] : []),
    { id: 'documentation', label: t('menu.documentation'), href: '/documentation' },
    { id: 'manual', label: t('menu.manual'), href: manualHref, isExternal: true },
  ];
};

/**
 * Pages that no menu item links to, and the items of their section, in order of preference: a
 * request's page belongs to the request lists, a meeting's to the meetings.
 */
const SECTIONS: readonly { path: string; ids: readonly string[] }[] = [
  { path: '/showRequest', ids: ['requestList', 'requests'] },
  { path: '/requestForm', ids: ['requestList'] },
  { path: '/showConference', ids: ['meetings'] },
  { path: '/editConference', ids: ['meetings'] },
  { path: '/newConference', ids: ['meetings'] },
];

/**
 * The menu item of the page shown: a link to it, or the megamenu holding a link to it; else the item
 * of its section; Home only on the home page, and none on a page of no section (404).
 */
export const currentMenuId = (items: readonly MainMenuItem[], pathname: string): string | undefined => {
  const linked = items.find((item) =>
    'columns' in item
      ? item.columns.some((column) => column.links.some((link) => isPathOf(pathname, link.href)))
      : isPathOf(pathname, item.href),
  );
  if (linked) return linked.id;
  const section = SECTIONS.find((candidate) => isPathOf(pathname, candidate.path));
  const present = new Set(items.map((item) => item.id));
  const sectionId = section?.ids.find((id) => present.has(id));
  if (sectionId) return sectionId;
  return pathname === '/' ? 'home' : undefined;
};
