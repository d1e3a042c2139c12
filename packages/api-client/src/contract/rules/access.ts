import type { CallKey } from '../calls';
import { ROLE_NAMES, type RoleName } from '../enums';

/**
 * Who may make each call, written once for the server's envelope and the mocks, so both refuse alike:
 * - `public`: anyone, on `/api/public`;
 * - `identity`: a valid token, even of someone with no user record yet;
 * - `user`: a known user, with any of their roles or none;
 * - a list of roles: a known user whose active role is one of them.
 * What a role then sees or may change of a record (its own requests, a meeting's state) is the call's
 * own rule; docs/api.md lists both.
 */
export type CallAccess = 'public' | 'identity' | 'user' | readonly RoleName[];

const ANY_ROLE = ROLE_NAMES;

export const CALL_ACCESS = {
  'user.me': 'user',
  'user.get': 'user',
  'user.find': ['ADMIN', 'SEG', 'PRE'],
  'user.count': ['ADMIN', 'SEG', 'PRE'],
  'user.findCompanies': ['ADMIN'],
  'user.countCompanies': ['ADMIN'],
  'user.create': ['ADMIN'],
  'user.update': ['ADMIN'],
  'role.find': 'user',
  'notification.find': ['ADMIN'],
  'notification.resend': ['ADMIN'],
  'notification.preferences': ANY_ROLE,
  'notification.setPreferences': ANY_ROLE,
  'roles.getDataNoRole': 'identity',
  'roles.getPublicData': 'public',
  'request.create': ['RIC'],
  'request.update': ['RIC', 'SEG', 'CET', 'PRE'],
  'request.delete': ['RIC'],
  'request.get': ANY_ROLE,
  'request.find': ANY_ROLE,
  'request.findByIdentifierNumber': ANY_ROLE,
  'request.getIntegratedRequest': ANY_ROLE,
  'request.count': ANY_ROLE,
  'request.countByState': ANY_ROLE,
  'request.countByUserAndState': ANY_ROLE,
  'request.countToIntegrate': ANY_ROLE,
  'request.findByCorporate': ANY_ROLE,
  'request.countByCorporate': ANY_ROLE,
  'request.download': ANY_ROLE,
  'request.send': ['RIC'],
  'request.decide': ['SEG'],
  'request.restore': ['SEG'],
  'request.extendDeadline': ['SEG'],
  'request.history': ['RIC', 'SEG', 'PRE', 'ADMIN'],
  'request.historyExport': ['RIC', 'SEG', 'PRE', 'ADMIN'],
  'request.submissions': ANY_ROLE,
  'request.compare': ANY_ROLE,
  'request.figures': ['SEG', 'PRE', 'ADMIN'],
  'document.get': ANY_ROLE,
  'document.getAllDocuments': ANY_ROLE,
  'document.upload': ANY_ROLE,
  'documentation.get': 'public',
  'documentation.feeSheet': 'public',
  'documentation.archive': 'public',
  'documentation.setFeeSheet': ['ADMIN'],
  'requestConfig.find': ANY_ROLE,
  'requestConfig.create': ['ADMIN'],
  'requestConfig.update': ['ADMIN'],
  'city.provinces': ANY_ROLE,
  'city.cities': ANY_ROLE,
  'conference.create': ['SEG', 'CET'],
  'conference.update': ['SEG', 'CET', 'PRE'],
  'conference.get': ANY_ROLE,
  'conference.find': ['SEG', 'CET', 'PRE', 'ADMIN'],
  'conference.count': ['SEG', 'CET', 'PRE', 'ADMIN'],
  'conference.availableRequests': ['SEG', 'CET'],
  'conference.checkExistConference': ANY_ROLE,
  'conference.commit': ['SEG', 'CET'],
  'conference.download': ['SEG', 'CET', 'PRE', 'ADMIN'],
  'conference.decide': ['SEG', 'CET'],
  'conference.history': ['SEG', 'PRE', 'ADMIN'],
  'conference.historyExport': ['SEG', 'PRE', 'ADMIN'],
  'conference.declareConflict': ['CET'],
  'conference.conflicts': ['SEG', 'CET', 'PRE', 'ADMIN'],
  'conference.minutesDraft': ['SEG', 'PRE'],
  'conference.delete': ['SEG'],
  'home.find': 'public',
  'home.get': 'public',
  'home.create': ['ADMIN'],
  'home.update': ['ADMIN'],
  'home.delete': ['ADMIN'],
  'registration.mine': 'identity',
  'registration.submit': 'identity',
  'registration.findCompany': 'identity',
  'registration.find': ['SEG', 'ADMIN'],
  'registration.count': ['SEG', 'ADMIN'],
  'registration.confirm': ['SEG', 'ADMIN'],
  'registration.refuse': ['SEG', 'ADMIN'],
  'registration.history': ['SEG', 'ADMIN'],
  'committee.get': ['ADMIN'],
  'committee.update': ['ADMIN'],
  'committee.reset': ['ADMIN'],
} as const satisfies Record<CallKey, CallAccess>;

/** The refusals of the access check, in the words both the server and the mocks answer with. */
export const ACCESS_REFUSALS = {
  noRole: 'Scegli un ruolo per eseguire questa operazione',
  roleNotAllowed: (role: RoleName) => `Operazione non consentita al ruolo ${role}`,
  notTheUsersRole: (role: RoleName) => `Il ruolo ${role} non è tra i ruoli dell'utente`,
} as const;

/** Why a known user in `role` may not make a call of this access (403), or null when they may. */
export const roleRefusal = (access: CallAccess, role: RoleName | null): string | null => {
  if (typeof access === 'string') return null;
  if (role === null) return ACCESS_REFUSALS.noRole;
  return access.includes(role) ? null : ACCESS_REFUSALS.roleNotAllowed(role);
};
