import { useMemo } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Whether the form's current values pass `schema`, for the buttons the spec disables while a form
 * is invalid. Computed from the watched values rather than react-hook-form's `isValid`, which can
 * miss an update when a value arrives after an await (an uploaded file). `schema` must be stable.
 */
export const useIsValid = <Values extends FieldValues>(
  control: Control<Values, unknown, FieldValues>,
  schema: z.ZodType,
): boolean => useFormIssues(control, schema).length === 0;

/** What keeps the form's current values from passing `schema`, for a button that says why it is off. */
export const useFormIssues = <Values extends FieldValues>(
  control: Control<Values, unknown, FieldValues>,
  schema: z.ZodType,
): readonly z.core.$ZodIssue[] => {
  const values = useWatch({ control });
  return useMemo(() => schema.safeParse(values).error?.issues ?? [], [schema, values]);
};
