import { z } from 'zod';

/** Application code of the call envelope (spec, section 9). */
export const APP_CODE = '000017';

export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;
