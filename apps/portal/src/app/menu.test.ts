import type { MainMenuItem } from '@cet-portal/ui';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { currentMenuId, menuItemsFor } from './menu';

const t = ((key: string) => key) as unknown as TFunction;
const ids = (items: MainMenuItem[]) => items.map((item) => item.id);

describe('the main menu', () => {
  it('gives each role its items between Home and Documentazione / Manuale', () => {
    expect(ids(menuItemsFor('RIC', t, '/manuale', '/home'))).toEqual([
      'home',
      'newRequest',
      'requestList',
      'documentation',
      'manual',
    ]);
    expect(ids(menuItemsFor('SEG', t, '/manuale', '/home'))).toEqual([
      'home',
      'requests',
      'meetings',
      'dashboard',
      'registrationRequests',
      'documentation',
      'manual',
    ]);
    expect(ids(menuItemsFor('CET', t, '/manuale', '/home'))).toEqual([
      'home',
      'requests',
      'newMeeting',
      'meetings',
      'documentation',
      'manual',
    ]);
    expect(ids(menuItemsFor('PRE', t, '/manuale', '/home'))).toEqual([
      'home',
      'meetings',
      'dashboard',
      'documentation',
      'manual',
    ]);
    expect(ids(menuItemsFor(null, t, '/manuale', '/home'))).toEqual(['home', 'documentation', 'manual']);
  });

  it("names the sign-ups waiting for the secretariat in 'Richieste di registrazione', for SEG and ADMIN", () => {
    const label = (role: 'SEG' | 'ADMIN', pendingRegistrations?: number) =>
      menuItemsFor(role, t, '/manuale', '/home', { pendingRegistrations }).find(
        (item) => item.id === 'registrationRequests',
      )?.label;
    expect(label('SEG')).toBe('menu.registrationRequests');
    expect(label('SEG', 0)).toBe('menu.registrationRequests');
    expect(label('ADMIN', 3)).toBe('menu.registrationRequestsCount');
  });

  it("gives RIC 'Nuova Richiesta' and CET 'Nuova Riunione' on every page, SEG 'Nuova Riunione' only on its page", () => {
    for (const page of ['/home', '/requestList', '/showRequest/42', '/requestForm']) {
      const newRequest = menuItemsFor('RIC', t, '/manuale', page).find((item) => item.id === 'newRequest');
      expect(newRequest && 'href' in newRequest ? newRequest.href : undefined, page).toBe('/requestForm');
    }
    for (const page of ['/home', '/conferenceList', '/showConference/7', '/newConference']) {
      const newMeeting = menuItemsFor('CET', t, '/manuale', page).find((item) => item.id === 'newMeeting');
      expect(newMeeting && 'href' in newMeeting ? newMeeting.href : undefined, page).toBe('/newConference');
    }
    expect(ids(menuItemsFor('SEG', t, '/manuale', '/conferenceList'))).not.toContain('newMeeting');
    expect(ids(menuItemsFor('SEG', t, '/manuale', '/newConference'))).toContain('newMeeting');
    expect(ids(menuItemsFor('PRE', t, '/manuale', '/newConference'))).not.toContain('newMeeting');
    expect(ids(menuItemsFor('RIC', t, '/manuale', '/conferenceList'))).not.toContain('newMeeting');
    expect(ids(menuItemsFor('CET', t, '/manuale', '/requestForm'))).not.toContain('newRequest');
  });

  it('lists the three columns of the Elenco Richieste megamenu with their routes', () => {
    const requests = menuItemsFor('SEG', t, '/manuale', '/home').find((item) => item.id === 'requests');
    expect(
      requests && 'columns' in requests
        ? requests.columns.map((column) => column.links.map((link) => link.href))
        : [],
    ).toEqual([
      [
        '/requestListInProgress',
        '/requestListToBeIntegrated',
        '/requestListSubmitted',
        '/requestListArchivied',
      ],
      [
        '/requestListCompInProgress',
        '/requestListCompToBeIntegrated',
        '/requestListCompSubmitted',
        '/requestListCompArchivied',
      ],
      ['/requestListAll'],
    ]);
  });

  it("marks the megamenu current on one of its lists, a link on its page and its items, a section's item on its details, Home only at home", () => {
    const seg = menuItemsFor('SEG', t, '/manuale', '/home');
    expect(currentMenuId(seg, '/requestListCompSubmitted')).toBe('requests');
    expect(currentMenuId(seg, '/conferenceList')).toBe('meetings');
    expect(currentMenuId(seg, '/showRequest/42')).toBe('requests');
    expect(currentMenuId(seg, '/showConference/7')).toBe('meetings');
    expect(currentMenuId(seg, '/home')).toBe('home');
    expect(currentMenuId(seg, '/')).toBe('home');
    expect(currentMenuId(seg, '/paginaInesistente')).toBeUndefined();
    const ric = menuItemsFor('RIC', t, '/manuale', '/showRequest/42');
    expect(currentMenuId(ric, '/showRequest/42')).toBe('requestList');
    const pre = menuItemsFor('PRE', t, '/manuale', '/showConference/7');
    expect(currentMenuId(pre, '/showConference/7')).toBe('meetings');
    expect(currentMenuId(menuItemsFor(null, t, '/manuale', '/nowhere'), '/nowhere')).toBeUndefined();
    expect(currentMenuId(menuItemsFor('RIC', t, '/manuale', '/requestForm/7'), '/requestForm/7')).toBe(
      'newRequest',
    );
    const ricAtList = menuItemsFor('RIC', t, '/manuale', '/requestList');
    expect(currentMenuId(ricAtList, '/requestList')).toBe('requestList');
    expect(currentMenuId(ricAtList, '/requestForm')).toBe('newRequest');
    const cet = menuItemsFor('CET', t, '/manuale', '/home');
    expect(currentMenuId(cet, '/newConference')).toBe('newMeeting');
    expect(currentMenuId(cet, '/conferenceList')).toBe('meetings');
    expect(currentMenuId(cet, '/showConference/7')).toBe('meetings');
    expect(currentMenuId(cet, '/requestListSubmitted')).toBe('requests');
    expect(currentMenuId(menuItemsFor('SEG', t, '/manuale', '/newConference'), '/newConference')).toBe(
      'newMeeting',
    );
  });
});
