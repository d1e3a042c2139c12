import { parseOrRefuse } from '@cet-portal/api-client/contract';
import type { z } from 'zod';
import { badRequest } from './refusal';

/** Parses `value` or refuses the call with 400 and a message naming each wrong field (the contract's words). */
export const parseInput = <Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what?: string,
): z.output<Schema> => {
  const result = parseOrRefuse(schema, value, what);
  if (!result.success) throw badRequest(result.message);
  return result.data;
};
