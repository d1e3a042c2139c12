import { USER_SORT_FIELDS } from '@cet-portal/api-client';
import { describe, expect, it } from 'vitest';
import { fromSortDescriptor, toSortDescriptor } from './tableSort';

describe('the sort of a panel between its list call and its table', () => {
  it('shows the list call’s sort on its column, descending for -1', () => {
    expect(toSortDescriptor({ inserted: -1 })).toEqual({ column: 'inserted', direction: 'descending' });
    expect(toSortDescriptor({ fullname: 1 })).toEqual({ column: 'fullname', direction: 'ascending' });
    expect(toSortDescriptor({})).toBeUndefined();
  });

  it('turns a pressed header into the list call’s sort, only for the fields the call sorts by', () => {
    expect(fromSortDescriptor({ column: 'fiscalCode', direction: 'ascending' }, USER_SORT_FIELDS)).toEqual({
      fiscalCode: 1,
    });
    expect(fromSortDescriptor({ column: 'lastActivity', direction: 'descending' }, USER_SORT_FIELDS)).toEqual(
      {
        lastActivity: -1,
      },
    );
    expect(fromSortDescriptor({ column: 'roles', direction: 'ascending' }, USER_SORT_FIELDS)).toBeNull();
  });
});
