import { describe, expect, it } from 'vitest';
import { applicantMayReadDocument } from './documentAccess';
import { mayReadRequest } from './requestAccess';
import { fullnameOf, mayReadUser, userKindRefusal } from './users';

const mario = { role: 'RIC', userId: 'mario', corporateId: 'alfa' } as const;

describe('who reads a request, a document, a profile', () => {
  it('shows an applicant its own and its company’s requests, the staff every one', () => {
    expect(mayReadRequest({ user: 'mario', corporate: null }, mario)).toBe(true);
    expect(mayReadRequest({ user: 'luigi', corporate: 'alfa' }, mario)).toBe(true);
    expect(mayReadRequest({ user: 'anna', corporate: 'beta' }, mario)).toBe(false);
    expect(mayReadRequest({ user: 'anna', corporate: 'beta' }, { ...mario, role: 'SEG' })).toBe(true);
  });

  it('lets an applicant read what it uploaded, its requests’ files, templates and closed meetings’ reports', () => {
    const request = {
      _id: 'r1',
      user: 'luigi',
      corporate: 'alfa',
      requestDocument: null,
      reportVersions: [],
    };
    const places = {
      uploadedBy: 'anna',
      requests: [{ ...request, documents: [{ _id: 'attached', fileName: 'a.pdf', type: 'x', updated: '' }] }],
      templates: ['template'],
      closedMeetingReports: [{ request: 'r1', file: 'report' }],
    };
    for (const id of ['attached', 'template', 'report'])
      expect(applicantMayReadDocument(id, mario, places)).toBe(true);
    expect(applicantMayReadDocument('other', mario, places)).toBe(false);
    expect(applicantMayReadDocument('other', mario, { ...places, uploadedBy: 'mario' })).toBe(true);
    expect(applicantMayReadDocument('attached', { userId: 'x', corporateId: 'beta' }, places)).toBe(false);
  });

  it('shows a profile to its user and to the staff', () => {
    expect(mayReadUser('RIC', 'mario', 'mario')).toBe(true);
    expect(mayReadUser('RIC', 'mario', 'luigi')).toBe(false);
    expect(mayReadUser('ADMIN', 'marco', 'luigi')).toBe(true);
  });

  it('names a person from the fields given, keeps a person a person and a company a company', () => {
    const current = { name: 'Mario', surname: 'Rossi', fullname: 'Mario Rossi' };
    expect(fullnameOf({ name: 'Mario', surname: 'Rossi' })).toBe('Mario Rossi');
    expect(fullnameOf({ surname: 'Bianchi' }, current)).toBe('Mario Bianchi');
    expect(fullnameOf({}, current)).toBe('Mario Rossi');
    expect(fullnameOf({ fullname: 'Dott. Mario Rossi' }, current)).toBe('Dott. Mario Rossi');
    expect(userKindRefusal(false, false)).toBeNull();
    expect(userKindRefusal(true, false)).toBe('Un ente non può diventare una persona');
  });
});
