import { REQUEST_STATES } from '@cet-portal/api-client';
import { describe, expect, it } from 'vitest';
import { readListState } from '../../lists/listSearchParams';
import { fromSortDescriptor, toSortDescriptor } from '../../lists/tableSort';
import { REQUEST_LIST_ROUTES, type RequestListRoute } from '../../routes/routeAccess';
import {
  filterIdentity,
  REQUEST_LIST_SORT_FIELDS,
  requestListUrlFilterSchema,
  toRequestQuery,
} from './requestListQuery';

const routeAt = (path: string): RequestListRoute => {
  const route = REQUEST_LIST_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

const defaultList = routeAt('requestList');
const inProgress = routeAt('requestListInProgress');
const compInProgress = routeAt('requestListCompInProgress');
const archived = routeAt('requestListArchivied');

/** The filter a route's page reads from a query string. */
const readFilter = (route: RequestListRoute, query: string) =>
  readListState(new URLSearchParams(query), {
    filterSchema: requestListUrlFilterSchema(route),
    sortFields: REQUEST_LIST_SORT_FIELDS,
    defaultSort: { sent: -1 },
  }).filter;

describe('the request list filter in the query string', () => {
  it('reads every filter of the bar, coerced from text', () => {
    expect(
      readFilter(
        defaultList,
        'identifier=12&principalInvestigator=Galli&studyTitle=cuore&subject=parere&states=TO_INTEGRATE&states=TO_INTEGRATE_CER&type=F&sentOn=2026-03-02',
      ),
    ).toEqual({
      identifier: 12,
      principalInvestigator: 'Galli',
      studyTitle: 'cuore',
      subject: 'parere',
      states: ['TO_INTEGRATE', 'TO_INTEGRATE_CER'],
      type: 'F',
      sentOn: '2026-03-02',
    });
  });

  it('reads a single state as a list and the integrated box as true', () => {
    expect(readFilter(inProgress, 'states=PENDING&onlyIntegrated=true')).toEqual({
      states: ['PENDING'],
      onlyIntegrated: true,
    });
  });

  it('drops only the malformed filters and keeps the others', () => {
    expect(
      readFilter(
        defaultList,
        'identifier=dodici&studyTitle=cuore&type=Z9&sentOn=02/03/2026&states=NOPE&onlyIntegrated=si',
      ),
    ).toEqual({ studyTitle: 'cuore' });
  });

  it('drops a state outside the route’s statusList, as the bar never offers it', () => {
    expect(readFilter(archived, 'states=PENDING')).toEqual({});
    expect(readFilter(archived, 'states=ACCEPTED')).toEqual({ states: ['ACCEPTED'] });
  });

  it('leaves out blank texts and unknown parameters', () => {
    expect(readFilter(defaultList, 'studyTitle=%20%20&foo=bar')).toEqual({});
  });

  it('reads the bar’s typed filter as it reads the address, so both name the same filter', () => {
    const schema = requestListUrlFilterSchema(inProgress);
    const fromBar = schema.parse({ identifier: 5, states: ['PENDING'], onlyIntegrated: true, type: '' });
    const fromAddress = readFilter(inProgress, 'onlyIntegrated=true&states=PENDING&identifier=5');
    expect(fromBar).toEqual({ identifier: 5, states: ['PENDING'], onlyIntegrated: true });
    expect(filterIdentity(fromBar)).toBe(filterIdentity(fromAddress));
  });
});

describe('the filter of the list call', () => {
  it('sends nothing on the default list without filters', () => {
    expect(toRequestQuery(defaultList, {})).toEqual({});
  });

  it('always applies the route’s statuses and type', () => {
    expect(toRequestQuery(compInProgress, { studyTitle: 'cuore' })).toEqual({
      studyTitle: 'cuore',
      states: ['PENDING', 'WAIT_PROT', 'WAIT_PROT_CER', 'INTEGRATED'],
      type: 'F',
    });
  });

  it('narrows the route’s statuses to the chosen state, never widens them', () => {
    expect(toRequestQuery(inProgress, { states: ['WAIT_PROT', 'WAIT_PROT_CER'] }).states).toEqual([
      'WAIT_PROT',
      'WAIT_PROT_CER',
    ]);
    expect(toRequestQuery(inProgress, { states: ['PENDING', 'ACCEPTED'] }).states).toEqual(['PENDING']);
    expect(toRequestQuery(inProgress, { states: ['ACCEPTED'] }).states).toEqual(inProgress.statusList);
  });

  it('keeps the route’s type over the one in the filter, and the filter’s on a list of every type', () => {
    expect(toRequestQuery(compInProgress, { type: 'A1' }).type).toBe('F');
    expect(toRequestQuery(defaultList, { type: 'A1' }).type).toBe('A1');
  });

  it('sends only the integrated requests where the route offers the choice', () => {
    expect(toRequestQuery(inProgress, { onlyIntegrated: true }).onlyIntegrated).toBe(true);
    expect(toRequestQuery(archived, { onlyIntegrated: true })).toEqual({ states: archived.statusList });
  });

  it('passes the other filters through as typed', () => {
    expect(
      toRequestQuery(defaultList, {
        identifier: 3,
        principalInvestigator: 'Galli',
        subject: 'parere',
        sentOn: '2026-03-02',
        states: [...REQUEST_STATES],
      }),
    ).toEqual({
      identifier: 3,
      principalInvestigator: 'Galli',
      subject: 'parere',
      sentOn: '2026-03-02',
      states: REQUEST_STATES,
    });
  });
});

describe('the table’s sort and the list’s sort', () => {
  it('turns the list’s sort into the table’s descriptor and back', () => {
    expect(toSortDescriptor({ sent: -1 })).toEqual({ column: 'sent', direction: 'descending' });
    expect(toSortDescriptor({ studyTitle: 1 })).toEqual({ column: 'studyTitle', direction: 'ascending' });
    expect(
      fromSortDescriptor({ column: 'identifier', direction: 'descending' }, REQUEST_LIST_SORT_FIELDS),
    ).toEqual({ identifier: -1 });
    expect(fromSortDescriptor({ column: 'state', direction: 'ascending' }, REQUEST_LIST_SORT_FIELDS)).toEqual(
      { state: 1 },
    );
  });

  it('refuses the columns that do not sort', () => {
    expect(
      fromSortDescriptor({ column: 'integrated', direction: 'ascending' }, REQUEST_LIST_SORT_FIELDS),
    ).toBeNull();
    expect(
      fromSortDescriptor({ column: 'updated', direction: 'ascending' }, REQUEST_LIST_SORT_FIELDS),
    ).toBeNull();
  });
});

describe('the identity of a filter', () => {
  it('ignores the order of the fields and the empty ones', () => {
    expect(filterIdentity({ studyTitle: 'cuore', identifier: 4, subject: undefined })).toBe(
      filterIdentity({ identifier: 4, studyTitle: 'cuore' }),
    );
    expect(filterIdentity({ studyTitle: 'cuore' })).not.toBe(filterIdentity({ studyTitle: 'polmone' }));
  });
});
