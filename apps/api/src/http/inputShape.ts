/**
 * Deepest nesting an envelope may have. The contract's inputs nest a few levels (envelope, params,
 * input, a list, its items); a recursive walk of a far deeper value is what overflowed the stack
 * (5,000 nested arrays in a 10 KB body; docs/security.md).
 */
export const MAX_INPUT_DEPTH = 32;

/** Most object keys and array items an envelope may hold; a full request form has a few hundred. */
export const MAX_INPUT_ENTRIES = 10_000;

const NUL_CHARACTER = 'Dati non validi: il testo non può contenere il carattere NUL (\\u0000)';

/** An array's items or an object's own keys and values, one at a time, so a walk can stop early. */
function* entriesOf(value: object): Generator<[string, unknown]> {
  if (Array.isArray(value)) {
    for (const item of value) yield ['', item];
    return;
  }
  for (const key in value) {
    if (Object.hasOwn(value, key)) yield [key, (value as Record<string, unknown>)[key]];
  }
}

/**
 * Why a parsed JSON body cannot be taken, in Italian, or undefined when it can. One iterative pass
 * with an explicit stack, so no input can overflow the call stack, and it stops at the first limit
 * reached, before zod or anything else walks the value. It also refuses U+0000, which JSON can
 * carry and PostgreSQL's text cannot hold.
 */
export const inputShapeProblem = (body: unknown): string | undefined => {
  const stack: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  let entries = 0;
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, depth } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return NUL_CHARACTER;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return `Dati non validi: la chiamata è annidata oltre ${MAX_INPUT_DEPTH} livelli`;
    }
    for (const [key, entry] of entriesOf(value)) {
      entries += 1;
      if (entries > MAX_INPUT_ENTRIES) {
        return `Dati non validi: la chiamata contiene più di ${MAX_INPUT_ENTRIES.toLocaleString('it-IT')} campi`;
      }
      if (key.includes('\u0000')) return NUL_CHARACTER;
      stack.push({ value: entry, depth: depth + 1 });
    }
  }
  return undefined;
};
