import { z } from 'zod';
import { provinceCodeSchema } from './primitives';

export const provinceSchema = z.object({ code: provinceCodeSchema, name: z.string() });
export type Province = z.infer<typeof provinceSchema>;

export const citySchema = z.object({ name: z.string() });
export type City = z.infer<typeof citySchema>;

export const citiesInputSchema = z.strictObject({ provinceCode: provinceCodeSchema });
