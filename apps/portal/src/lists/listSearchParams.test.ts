import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ListParamsOptions, type ListState, readListState, writeListState } from './listSearchParams';

/** A list filter as a page would define it: coerced from the query string's texts. */
const filterSchema = z.object({
  studyTitle: z.string().min(1).optional(),
  identifier: z.coerce.number().int().positive().optional(),
  states: z
    .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.string()))
    .optional(),
  onlyIntegrated: z
    .literal('true')
    .transform(() => true)
    .optional(),
});
type Filter = z.output<typeof filterSchema>;
type Field = 'sent' | 'identifier' | 'studyTitle';

const options: ListParamsOptions<Filter, Field> = {
  filterSchema,
  sortFields: ['sent', 'identifier', 'studyTitle'],
  defaultSort: { sent: -1 },
};

const read = (query: string) => readListState(new URLSearchParams(query), options);
const write = (state: Partial<ListState<Filter, Field>>) =>
  writeListState({ filter: {}, sort: { sent: -1 }, page: 1, pageSize: 10, ...state }, options).toString();

describe('reading a list from the query string', () => {
  it('gives the defaults for an empty query: no filter, the default sort, page 1 of 10 rows', () => {
    expect(read('')).toEqual({ filter: {}, sort: { sent: -1 }, page: 1, pageSize: 10 });
  });

  it('reads the filter with the page’s coercion, a repeated parameter as a list', () => {
    expect(
      read('studyTitle=cuore&identifier=12&states=PENDING&states=SUBMITTED&onlyIntegrated=true').filter,
    ).toEqual({
      studyTitle: 'cuore',
      identifier: 12,
      states: ['PENDING', 'SUBMITTED'],
      onlyIntegrated: true,
    });
    // A single value of a list field arrives as a string; the page's schema makes it a list.
    expect(read('states=PENDING').filter).toEqual({ states: ['PENDING'] });
  });

  it('reads the sort direction from a leading minus: ascending without, descending with', () => {
    expect(read('sort=identifier').sort).toEqual({ identifier: 1 });
    expect(read('sort=-studyTitle').sort).toEqual({ studyTitle: -1 });
  });

  it('falls back to the default sort for a field that is not sortable or a malformed value', () => {
    for (const sort of ['updated', '-password', '', '-', '--sent', 'sent-']) {
      expect(read(`sort=${sort}`).sort, sort).toEqual({ sent: -1 });
    }
  });

  it('reads the page and the page size, and keeps the reserved names out of the filter', () => {
    expect(read('page=3&size=20&sort=identifier')).toEqual({
      filter: {},
      sort: { identifier: 1 },
      page: 3,
      pageSize: 20,
    });
  });

  it('accepts only the page sizes offered, 10 to 50 in steps of 10', () => {
    for (const size of [10, 20, 30, 40, 50]) expect(read(`size=${size}`).pageSize).toBe(size);
    for (const size of ['5', '15', '60', '100', '0', '-10', 'tutte', '']) {
      expect(read(`size=${size}`).pageSize, size).toBe(10);
    }
  });

  it('falls back to page 1 for a page that is not a whole number from 1', () => {
    for (const page of ['0', '-2', '1.5', 'due', '', 'Infinity', 'NaN']) {
      expect(read(`page=${page}`).page, page).toBe(1);
    }
  });

  it('falls back to page 1 for a page whose offset the server could not take as a whole number', () => {
    expect(read('page=99999999999999999999').page).toBe(1);
    expect(read('page=900719925474100&size=50').page).toBe(1);
  });

  it('reads only plain digits as a page, not the other ways JavaScript spells a number', () => {
    for (const page of ['1e2', '0x10', ' 3', '3 ', '+3']) expect(read(`page=${page}`).page, page).toBe(1);
  });

  it('drops a filter the page’s schema refuses rather than failing the page', () => {
    expect(read('identifier=abc&page=2')).toEqual({ filter: {}, sort: { sent: -1 }, page: 2, pageSize: 10 });
  });
});

describe('writing a list to the query string', () => {
  it('leaves out the defaults: the default sort, page 1 and 10 rows make an empty query', () => {
    expect(write({})).toBe('');
  });

  it('leaves out empty filters: undefined, empty texts, unticked boxes and empty lists', () => {
    expect(
      writeListState(
        {
          filter: { studyTitle: '', onlyIntegrated: false, states: [], identifier: undefined },
          sort: {},
          page: 1,
          pageSize: 10,
        },
        options,
      ).toString(),
    ).toBe('');
  });

  it('writes a list as one repeated parameter per value, and numbers and booleans as text', () => {
    const params = new URLSearchParams(
      write({ filter: { states: ['PENDING', 'SUBMITTED'], identifier: 7, onlyIntegrated: true } }),
    );
    expect(params.getAll('states')).toEqual(['PENDING', 'SUBMITTED']);
    expect(params.get('identifier')).toBe('7');
    expect(params.get('onlyIntegrated')).toBe('true');
  });

  it('writes the sort with a minus for descending, unless it is the default', () => {
    expect(write({ sort: { identifier: 1 } })).toBe('sort=identifier');
    expect(write({ sort: { studyTitle: -1 } })).toBe('sort=-studyTitle');
    // The default field in the other direction is not the default.
    expect(write({ sort: { sent: 1 } })).toBe('sort=sent');
  });

  it('writes the page from 2 and a page size other than the default', () => {
    expect(write({ page: 2, pageSize: 30 })).toBe('page=2&size=30');
  });

  it('round-trips: what it writes reads back as the same state', () => {
    const state: ListState<Filter, Field> = {
      filter: {
        studyTitle: 'cuore e polmoni',
        identifier: 42,
        states: ['TO_INTEGRATE'],
        onlyIntegrated: true,
      },
      sort: { studyTitle: 1 },
      page: 4,
      pageSize: 50,
    };
    expect(readListState(writeListState(state, options), options)).toEqual(state);
  });
});
