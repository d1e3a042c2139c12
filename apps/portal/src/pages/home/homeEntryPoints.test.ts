import { ROLE_NAMES, type RoleName } from '@cet-portal/api-client';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLES,
  DASHBOARD_ROLES,
  MEETING_CREATOR_ROLES,
  MEETING_ROLES,
  REQUEST_ROLES,
  STAFF_LIST_ROLES,
} from '../../routes/routeAccess';
import { entryPointsFor } from './homeEntryPoints';

/** The roles the router lets into each page the home links to (app/routes.tsx). */
const ROUTE_ROLES: Record<string, readonly RoleName[]> = {
  '/requestForm': ['RIC'],
  '/requestList': REQUEST_ROLES,
  '/requestListInProgress': STAFF_LIST_ROLES,
  '/requestListSubmitted': STAFF_LIST_ROLES,
  '/conferenceList': MEETING_ROLES,
  '/newConference': MEETING_CREATOR_ROLES,
  '/rolePanel': ADMIN_ROLES,
  '/typePanel': ADMIN_ROLES,
  '/dashboard': DASHBOARD_ROLES,
};

describe("the home's entry points", () => {
  it('offer each role only pages the router lets it open', () => {
    for (const role of ROLE_NAMES) {
      for (const entry of entryPointsFor(role)) {
        expect(ROUTE_ROLES[entry.href], `${role} → ${entry.href}`).toContain(role);
      }
    }
  });

  it("offer 'Crea una nuova riunione' to the secretariat, as the meeting list does, and not to a CET member", () => {
    expect(entryPointsFor('SEG').map((entry) => entry.key)).toContain('newMeeting');
    expect(entryPointsFor('CET').map((entry) => entry.key)).not.toContain('newMeeting');
    expect(entryPointsFor('PRE').map((entry) => entry.key)).not.toContain('newMeeting');
  });
});
