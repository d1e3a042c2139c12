import { describe, expect, it } from 'vitest';
import { nonEmpty } from './FilterBar';

describe('nonEmpty: only the filters filled in are sent', () => {
  it('leaves out empty texts, unset choices, unticked boxes and empty lists', () => {
    expect(
      nonEmpty({
        subject: '',
        agenda: '   ',
        studyTitle: 'cuore',
        type: null,
        sentOn: undefined,
        onlyIntegrated: false,
        states: [],
        identifier: 0,
      }),
    ).toEqual({ studyTitle: 'cuore', identifier: 0 });
  });

  it('keeps a ticked box and a list of states', () => {
    expect(nonEmpty({ onlyIntegrated: true, states: ['PENDING'] })).toEqual({
      onlyIntegrated: true,
      states: ['PENDING'],
    });
  });
});
