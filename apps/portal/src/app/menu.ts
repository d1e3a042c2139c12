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

/**
 * The main menu of the spec (requests-and-sign-in, sections 2 and 6): Home, the active role's
 * items, Documentazione and Manuale.
 */
export const menuItemsFor = (role: RoleName | null, t: TFunction, manualHref: string): MainMenuItem[] => {
  const requestMenu = { id: 'requests', label: t('menu.requests.label'), columns: requestColumns(t) };
  const meetings = { id: 'meetings', label: t('menu.meetings'), href: '/conferenceList' };
  const byRole: Record<RoleName, MainMenuItem[]> = {
    RIC: [
      { id: 'newRequest', label: t('menu.newRequest'), href: '/requestForm' },
      { id: 'requestList', label: t('menu.requestList'), href: '/requestList' },
    ],
    SEG: [requestMenu, meetings],
    CET: [requestMenu, { id: 'newMeeting', label: t('menu.newMeeting'), href: '/newConference' }, meetings],
    PRE: [meetings],
    ADMIN: [
      { id: 'users', label: t('menu.users'), href: '/rolePanel' },
      { id: 'companies', label: t('menu.companies'), href: '/corporatePanel' },
      { id: 'types', label: t('menu.types'), href: '/typePanel' },
      { id: 'homePanel', label: t('menu.homePanel'), href: '/homePanel' },
    ],
  };
  return [
    { id: 'home', label: t('menu.home'), href: '/home' },
    ...(role ? byRole[role] : []),
    { id: 'documentation', label: t('menu.documentation'), href: '/documentation' },
    { id: 'manual', label: t('menu.manual'), href: manualHref, isExternal: true },
  ];
};
