import type { RoleName } from '@cet-portal/api-client';
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

/** Links the spec shows only on their own page: 'Nuova Richiesta' on the form, 'Nuova Riunione' on the new meeting. */
const CONTEXTUAL_LINKS = [
  { id: 'newRequest', key: 'menu.newRequest', href: '/requestForm', roles: ['RIC'] },
  { id: 'newMeeting', key: 'menu.newMeeting', href: '/newConference', roles: ['SEG', 'CET'] },
] as const satisfies readonly { id: string; key: string; href: string; roles: readonly RoleName[] }[];

/**
 * The main menu of the spec (requests-and-sign-in, sections 2 and 6): Home, the active role's
 * items, Documentazione and Manuale. RIC reaches a new request from its list's 'Nuova richiesta'
 * button and the home page, CET a new meeting from the home page.
 */
export const menuItemsFor = (
  role: RoleName | null,
  t: TFunction,
  manualHref: string,
  pathname: string,
): MainMenuItem[] => {
  const requestMenu = { id: 'requests', label: t('menu.requests.label'), columns: requestColumns(t) };
  const meetings = { id: 'meetings', label: t('menu.meetings'), href: '/conferenceList' };
  const dashboard = { id: 'dashboard', label: t('menu.dashboard'), href: '/dashboard' };
  const byRole: Record<RoleName, MainMenuItem[]> = {
    RIC: [{ id: 'requestList', label: t('menu.requestList'), href: '/requestList' }],
    SEG: [requestMenu, meetings, dashboard],
    CET: [requestMenu, meetings],
    PRE: [meetings, dashboard],
    ADMIN: [
      { id: 'users', label: t('menu.users'), href: '/rolePanel' },
      { id: 'companies', label: t('menu.companies'), href: '/corporatePanel' },
      { id: 'types', label: t('menu.types'), href: '/typePanel' },
      { id: 'homePanel', label: t('menu.homePanel'), href: '/homePanel' },
      { id: 'outbox', label: t('menu.outbox'), href: '/outboxPanel' },
      dashboard,
    ],
  };
  const contextual = CONTEXTUAL_LINKS.filter(
    (link) =>
      role !== null && (link.roles as readonly RoleName[]).includes(role) && isPathOf(pathname, link.href),
  ).map((link) => ({ id: link.id, label: t(link.key), href: link.href }));
  return [
    { id: 'home', label: t('menu.home'), href: '/home' },
    ...(role ? byRole[role] : []),
    ...contextual,
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
