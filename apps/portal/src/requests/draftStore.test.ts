// @vitest-environment happy-dom
import type { User } from '@cet-portal/api-client';
import type { RequestDraft } from '@cet-portal/forms';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginSuccess, logoutRequest, refreshUser } from '../session/session';
import { DRAFT_STORAGE_KEY, NEW_REQUEST_DRAFT, useDraftStore } from './draftStore';

const marioRossi: User = {
  _id: '0190f3a2-0000-7000-8000-000000000001',
  fiscalCode: 'RSSMRA80A01H501U',
  name: 'Mario',
  surname: 'Rossi',
  fullname: 'Mario Rossi',
  roles: [{ _id: 'role-ric', name: 'RIC' }],
  corporate: null,
  isCorporate: false,
  inserted: '2026-01-10T09:00:00.000Z',
  lastActivity: null,
  email: 'mario.rossi@farmaceutica-alfa.example',
  updated: '2026-01-10T09:00:00.000Z',
};

const stored = () => JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}').state?.drafts;

const promoterDraft: RequestDraft = { promoterAddress: 'Via Roma 1', promoterProvince: 'RM' };

describe('the request draft in progress', () => {
  beforeEach(() => {
    useDraftStore.getState().clearAll();
    localStorage.clear();
  });

  it('is kept in localStorage under its own key, by request id', () => {
    useDraftStore.getState().setDraft(NEW_REQUEST_DRAFT, promoterDraft);
    useDraftStore.getState().setDraft('request-42', { subject: 'Emendamento' });
    expect(stored()).toEqual({ new: promoterDraft, 'request-42': { subject: 'Emendamento' } });
  });

  it('is read back after a reload', async () => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ state: { drafts: { 'request-42': promoterDraft } }, version: 0 }),
    );
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState().drafts['request-42']).toEqual(promoterDraft);
    expect(useDraftStore.getState().drafts[NEW_REQUEST_DRAFT]).toBeUndefined();
  });

  it('replaces a request’s draft with the newest merge, leaving the others', () => {
    useDraftStore.getState().setDraft('request-42', promoterDraft);
    useDraftStore.getState().setDraft(NEW_REQUEST_DRAFT, { studyTitle: 'Altro studio' });
    useDraftStore.getState().setDraft('request-42', { ...promoterDraft, studyTitle: 'Studio ALFA' });
    expect(useDraftStore.getState().drafts).toEqual({
      'request-42': { ...promoterDraft, studyTitle: 'Studio ALFA' },
      new: { studyTitle: 'Altro studio' },
    });
  });

  it('is cleared for one request only, once sent or cleared', () => {
    useDraftStore.getState().setDraft('request-42', promoterDraft);
    useDraftStore.getState().setDraft(NEW_REQUEST_DRAFT, { studyTitle: 'Altro studio' });
    useDraftStore.getState().setDraft('request-42', null);
    expect(useDraftStore.getState().drafts).toEqual({ new: { studyTitle: 'Altro studio' } });
    expect(stored()).toEqual({ new: { studyTitle: 'Altro studio' } });
  });

  it('is forgotten when the user signs out, so that the next user never sees it', () => {
    loginSuccess(marioRossi);
    useDraftStore.getState().setDraft(NEW_REQUEST_DRAFT, promoterDraft);
    logoutRequest();
    expect(useDraftStore.getState().drafts).toEqual({});
    expect(stored()).toEqual({});
  });

  it('survives a refresh of the same signed-in user', () => {
    loginSuccess(marioRossi);
    useDraftStore.getState().setDraft(NEW_REQUEST_DRAFT, promoterDraft);
    refreshUser({ ...marioRossi, lastActivity: '2026-03-02T10:00:00.000Z' });
    expect(useDraftStore.getState().drafts).toEqual({ new: promoterDraft });
  });
});
