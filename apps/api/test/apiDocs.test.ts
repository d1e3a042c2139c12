import { readFile, writeFile } from 'node:fs/promises';
import { CALL_LIST } from '@cet-portal/api-client';
import { describe, expect, it } from 'vitest';
import { CALLS_END, CALLS_START, renderCallTable } from './support/apiDocs';

const DOC = new URL('../../../docs/api.md', import.meta.url);

describe('docs/api.md', () => {
  it('lists every call with the permission rule the server enforces (UPDATE_API_DOCS=1 rewrites the table)', async () => {
    const text = await readFile(DOC, 'utf8');
    const start = text.indexOf(CALLS_START);
    const end = text.indexOf(CALLS_END);
    expect(start, 'the generated table’s start marker').toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const current = text.slice(start + CALLS_START.length, end).trim();
    const expected = renderCallTable();
    if (process.env.UPDATE_API_DOCS === '1' && current !== expected) {
      await writeFile(
        DOC,
        `${text.slice(0, start + CALLS_START.length)}\n\n${expected}\n\n${text.slice(end)}`,
      );
      return;
    }
    expect(current).toBe(expected);
    for (const call of CALL_LIST) expect(current).toContain(`\`${call.method} ${call.path}\``);
  });
});
