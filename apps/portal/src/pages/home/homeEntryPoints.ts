import type { RoleName } from '@cet-portal/api-client';

export interface EntryPoint {
  /** Key of its texts under `home.entry`. */
  key: string;
  href: string;
}

/**
 * What each role does first, from the spec's section 6. Only what the role may do: creating a meeting
 * is offered where the meeting list offers it, to the secretariat (meetings-and-administration,
 * section 2), never to a CET member, who reviews requests in meetings.
 */
const entryPoints: Record<RoleName, EntryPoint[]> = {
  RIC: [
    { key: 'newRequest', href: '/requestForm' },
    { key: 'myRequests', href: '/requestList' },
  ],
  SEG: [
    { key: 'inProgress', href: '/requestListInProgress' },
    { key: 'newMeeting', href: '/newConference' },
    { key: 'meetings', href: '/conferenceList' },
    { key: 'dashboard', href: '/dashboard' },
  ],
  CET: [
    { key: 'submitted', href: '/requestListSubmitted' },
    { key: 'meetings', href: '/conferenceList' },
  ],
  PRE: [
    { key: 'meetings', href: '/conferenceList' },
    { key: 'dashboard', href: '/dashboard' },
  ],
  ADMIN: [
    { key: 'users', href: '/rolePanel' },
    { key: 'types', href: '/typePanel' },
    { key: 'dashboard', href: '/dashboard' },
  ],
};

export const entryPointsFor = (role: RoleName) => entryPoints[role];
