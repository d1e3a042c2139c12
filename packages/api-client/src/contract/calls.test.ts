import { describe, expect, it } from 'vitest';
import { CALL_LIST, CALLS, fillPath, getCall, matchCall, pathParamNames, serviceOf } from './calls';

/** Section 7 of both spec documents, plus the calls the spec leaves unnamed. */
const SPEC_CALLS = [
  'GET /user',
  'GET /user/:id',
  'POST /user/find',
  'POST /user/count',
  'PUT /user',
  'PATCH /user',
  'POST /role/find',
  'POST /roles/getDataNoRole',
  'POST /roles/getPublicData',
  'PUT /request',
  'PATCH /request',
  'DELETE /request',
  'GET /request/:id',
  'POST /request/find',
  'POST /request/findByIdentifierNumber',
  'POST /request/getIntegratedRequest',
  'POST /request/count',
  'POST /request/countByState',
  'POST /request/countByUserAndState',
  'POST /request/countToIntegrate',
  'POST /request/findByCorporate',
  'POST /request/countByCorporate',
  'POST /request/download',
  'POST /request/send',
  'POST /request/decide',
  'POST /request/restore',
  'GET /document/:id',
  'POST /document/get-all-documents',
  'PUT /document',
  'POST /requestConfig/find',
  'PUT /requestConfig',
  'PATCH /requestConfig',
  'GET /city/provinces',
  'GET /city/cities/:provinceCode',
  'PUT /conference',
  'PATCH /conference',
  'GET /conference/:id',
  'POST /conference/find',
  'POST /conference/count',
  'POST /conference/availableRequests',
  'POST /conference/checkExistConference',
  'POST /conference/commit',
  'POST /conference/download',
  'POST /conference/decide',
  'PUT /home',
  'PATCH /home',
  'DELETE /home',
  'GET /home/:id',
  'POST /home/find',
];

describe('the call table', () => {
  const signatures = CALL_LIST.map((entry) => `${entry.method} ${entry.path}`);

  it('holds every call of the spec', () => {
    expect(signatures).toEqual(expect.arrayContaining(SPEC_CALLS));
  });

  it('has one entry per method and path', () => {
    expect(new Set(signatures).size).toBe(signatures.length);
  });

  it('groups every call under its service, the first path segment', () => {
    for (const entry of CALL_LIST) {
      expect(serviceOf(entry.path), entry.key).toBe(entry.service);
      expect(CALLS[entry.service]).toHaveProperty(entry.name);
    }
  });

  it('marks only home reads, the public role data and the documentation page reads as public', () => {
    expect(CALL_LIST.filter((entry) => entry.isPublic).map((entry) => entry.key)).toEqual([
      'roles.getPublicData',
      'documentation.get',
      'documentation.feeSheet',
      'documentation.archive',
      'home.find',
      'home.get',
    ]);
  });

  it('validates every path parameter as part of the input', () => {
    for (const entry of CALL_LIST) {
      for (const name of pathParamNames(entry.path)) {
        const result = entry.input.safeParse({});
        expect(result.success, `${entry.key} must require ${name}`).toBe(false);
      }
    }
  });

  it('finds every call from its method and filled path', () => {
    for (const entry of CALL_LIST) {
      const path = entry.path.replace(/:(\w+)/g, 'X1');
      const match = matchCall(entry.method, path);
      expect(match?.call.key, `${entry.method} ${path}`).toBe(entry.key);
      expect(Object.keys(match?.params ?? {})).toEqual(pathParamNames(entry.path));
    }
  });

  it('refuses unknown calls and leaves parameter values to the input schema', () => {
    expect(matchCall('GET', '/city/provinces')?.call.key).toBe('city.provinces');
    expect(matchCall('GET', '/request/find')?.params).toEqual({ id: 'find' });
    expect(matchCall('POST', '/request/:id')).toBeUndefined();
    expect(matchCall('POST', '/request/unknown')).toBeUndefined();
    expect(matchCall('GET', '/request/')).toBeUndefined();
    expect(matchCall('GET', '/request/%E0%A4%A')).toBeUndefined();
  });

  it('fills path parameters encoded and leaves the rest as the body', () => {
    expect(fillPath('/city/cities/:provinceCode', { provinceCode: 'R M', extra: 1 })).toEqual({
      path: '/city/cities/R%20M',
      body: { extra: 1 },
    });
    expect(matchCall('GET', '/city/cities/R%20M')?.params).toEqual({ provinceCode: 'R M' });
  });

  it('looks calls up by key', () => {
    expect(getCall('conference.availableRequests').path).toBe('/conference/availableRequests');
    expect(() => getCall('request.nothing' as never)).toThrow(/sconosciuta/);
  });
});
