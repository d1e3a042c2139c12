import { z } from 'zod';

/**
 * What a refused input says, written once for the server's edge and the mocks: the first few problems,
 * each with its field, in Italian (zod's own messages through its Italian locale; the contract's custom
 * messages are Italian already). It never echoes the input back: a 2.7 MB body of unknown keys once got
 * a 6.3 MB answer (docs/security.md).
 */
const MAX_ISSUES = 5;
const MAX_NAME_LENGTH = 64;

/** The title of a refused call's message, before the problems. */
export const INVALID_INPUT_MESSAGE = 'Dati non validi';

let italian: ReturnType<typeof z.locales.it> | undefined;
/** Zod's Italian messages, built on first use so that a bundle that never refuses an input skips them. */
export const italianIssues = (): ReturnType<typeof z.locales.it> => {
  italian ??= z.locales.it();
  return italian;
};

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

/** Parses `value`, or gives the message of its refusal (`what: problems`). */
export const parseOrRefuse = <Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what = INVALID_INPUT_MESSAGE,
): { success: true; data: z.output<Schema> } | { success: false; message: string } => {
  const result = schema.safeParse(value, { error: italianIssues().localeError });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, message: `${what}: ${describeIssues(result.error.issues)}` };
};
