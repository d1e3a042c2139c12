import { z } from 'zod';
import { badRequest } from './errors';

/** Zod's own messages in Italian; the contract's custom messages are already Italian. */
const italian = z.locales.it();

const MAX_ISSUES = 5;

const describeIssue = (issue: z.core.$ZodIssue, prefix: PropertyKey[] = []): string => {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => `campo non previsto "${[...path, key].join('.')}"`).join('; ');
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // Explain the alternative that came closest, rather than a bare "input non valido".
    const closest = issue.errors.reduce((best, candidate) =>
      candidate.length < best.length ? candidate : best,
    );
    return closest.map((nested) => describeIssue(nested, path)).join('; ');
  }
  return path.length > 0 ? `${path.join('.')}: ${issue.message}` : issue.message;
};

/** Every issue in one line: the field and what is wrong with it, in Italian. */
export const describeIssues = (issues: readonly z.core.$ZodIssue[]): string => {
  const lines = issues.slice(0, MAX_ISSUES).map((issue) => describeIssue(issue));
  if (issues.length > MAX_ISSUES) lines.push(`e altri ${issues.length - MAX_ISSUES} errori`);
  return lines.join('; ');
};

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
