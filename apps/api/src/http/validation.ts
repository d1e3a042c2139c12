import { z } from 'zod';
import { badRequest } from './errors';

/** Zod's own messages in Italian; the contract's custom messages are already Italian. */
const italian = z.locales.it();

/**
 * An answer names a few problems, enough to fix the call, and never echoes the input back: a 2.7 MB
 * body of unknown keys once got a 6.3 MB answer (issue 15).
 */
const MAX_ISSUES = 5;
const MAX_NAME_LENGTH = 64;

/** A field name as the caller sent it, cut to a readable length. */
const fieldName = (path: readonly PropertyKey[]) => {
  const name = path.map(String).join('.');
  return name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH - 1)}…` : name;
};

/** The first few of `items` described, and how many more there are. */
const fewOf = <Item>(items: readonly Item[], describe: (item: Item) => string, more: string) => {
  const shown = items.slice(0, MAX_ISSUES).map(describe);
  if (items.length > MAX_ISSUES) shown.push(`e altri ${items.length - MAX_ISSUES} ${more}`);
  return shown.join('; ');
};

const describeIssue = (issue: z.core.$ZodIssue, prefix: PropertyKey[] = []): string => {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    return fewOf(
      issue.keys,
      (key) => `campo non previsto "${fieldName([...path, key])}"`,
      'campi non previsti',
    );
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // Explain the alternative that came closest, rather than a bare "input non valido".
    const closest = issue.errors.reduce((best, candidate) =>
      candidate.length < best.length ? candidate : best,
    );
    return describeIssues(closest, path);
  }
  return path.length > 0 ? `${fieldName(path)}: ${issue.message}` : issue.message;
};

/** The first issues in one line: the field and what is wrong with it, in Italian. */
export const describeIssues = (issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): string =>
  fewOf(issues, (issue) => describeIssue(issue, prefix), 'errori');

/** Parses `value` or refuses the call with 400 and a message naming each wrong field. */
export const parseInput = <Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what = 'Dati non validi',
): z.output<Schema> => {
  const result = schema.safeParse(value, { error: italian.localeError });
  if (!result.success) throw badRequest(`${what}: ${describeIssues(result.error.issues)}`);
  return result.data;
};
