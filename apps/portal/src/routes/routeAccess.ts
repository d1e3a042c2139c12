import { CALL_ACCESS, type RequestState, type RequestType, type RoleName } from '@cet-portal/api-client';

/** Roles that may open the request pages (requests-and-sign-in, section 6); ADMIN runs the site, not requests. */
export const REQUEST_ROLES = ['RIC', 'SEG', 'CET', 'PRE'] as const satisfies readonly RoleName[];
/** The staff lists of the 'Elenco Richieste' megamenu. */
export const STAFF_LIST_ROLES = ['SEG', 'CET', 'PRE'] as const satisfies readonly RoleName[];
/** Meetings (meetings-and-administration, section 6). */
export const MEETING_ROLES = ['SEG', 'CET', 'PRE'] as const satisfies readonly RoleName[];
/** Who may create a meeting (`conference.create`): SEG builds meetings; CET has 'Nuova Riunione' in its menu. */
export const MEETING_CREATOR_ROLES = CALL_ACCESS['conference.create'];
/** The secretariat corrects or deletes a meeting until it is opened (docs/api.md). */
export const MEETING_EDITOR_ROLES = ['SEG'] as const satisfies readonly RoleName[];
/** Where the spec is silent, the administration panels are for ADMIN only. */
export const ADMIN_ROLES = ['ADMIN'] as const satisfies readonly RoleName[];
/** Who confirms or refuses applicants' sign-ups ('Richieste di registrazione'). */
export const REGISTRATION_DECIDER_ROLES = CALL_ACCESS['registration.confirm'];
/** The dashboard's figures (`request.figures`): the secretariat, the president, the administrators. */
export const DASHBOARD_ROLES = CALL_ACCESS['request.figures'];

/** Route data of a request list (requests-and-sign-in, section 2). */
export interface RequestListRoute {
  path: string;
  /** Key of the title under `requestList.titles`. */
  titleKey: string;
  /** Statuses shown; empty means every status. */
  statusList: readonly RequestState[];
  /** '' means every type. */
  type: RequestType | '';
  /** 'Visualizza solo richieste integrate' is offered on the in-progress and forwarded lists. */
  offersOnlyIntegrated: boolean;
  roles: readonly RoleName[];
}

const IN_PROGRESS: RequestState[] = ['PENDING', 'WAIT_PROT', 'WAIT_PROT_CER', 'INTEGRATED'];
const TO_BE_INTEGRATED: RequestState[] = ['TO_INTEGRATE', 'TO_INTEGRATE_CER'];
const SUBMITTED: RequestState[] = ['SUBMITTED'];
const ARCHIVED: RequestState[] = ['REJECTED', 'REJECTED_CER', 'ACCEPTED'];

export const REQUEST_LIST_ROUTES: readonly RequestListRoute[] = [
  {
    path: 'requestList',
    titleKey: 'default',
    statusList: [],
    type: '',
    offersOnlyIntegrated: false,
    roles: REQUEST_ROLES,
  },
  {
    path: 'requestListAll',
    titleKey: 'all',
    statusList: [],
    type: '',
    offersOnlyIntegrated: false,
    roles: STAFF_LIST_ROLES,
  },
  ...(
    [
      ['InProgress', 'inProgress', IN_PROGRESS, true],
      ['ToBeIntegrated', 'toBeIntegrated', TO_BE_INTEGRATED, false],
      ['Submitted', 'submitted', SUBMITTED, true],
      ['Archivied', 'archived', ARCHIVED, false],
    ] as const
  ).flatMap(([suffix, key, statusList, offersOnlyIntegrated]) => [
    {
      path: `requestList${suffix}`,
      titleKey: key,
      statusList,
      type: '' as const,
      offersOnlyIntegrated,
      roles: STAFF_LIST_ROLES,
    },
    {
      path: `requestListComp${suffix}`,
      titleKey: `comp.${key}`,
      statusList,
      type: 'F' as const,
      offersOnlyIntegrated,
      roles: STAFF_LIST_ROLES,
    },
  ]),
];
