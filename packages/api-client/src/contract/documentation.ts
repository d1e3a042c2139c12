import { z } from 'zod';
import { attachedFileSchema } from './document';
import { requestTypeSchema } from './enums';
import { idSchema } from './primitives';

/**
 * The documentation page (meetings-and-administration, section 2): the fee sheet that ADMIN
 * uploads, and for each request type how many form templates its archive holds.
 */
export const documentationSchema = z.object({
  /** 'Oneri per la sottomissione delle pratiche'; null until ADMIN uploads it. */
  feeSheet: attachedFileSchema.nullable(),
  archives: z.array(z.object({ type: requestTypeSchema, templates: z.number().int().min(0) })),
});
export type Documentation = z.infer<typeof documentationSchema>;

/** `GET /documentation/archive/:type`: the templates configured for one type, as one ZIP. */
export const documentationArchiveInputSchema = z.strictObject({ type: requestTypeSchema });

/** `PUT /documentation/feeSheet`: an uploaded document becomes the fee sheet. */
export const setFeeSheetInputSchema = z.strictObject({ document: idSchema });
export type SetFeeSheetInput = z.input<typeof setFeeSheetInputSchema>;

/** The archive's file name: `Modulistica_{type}.zip`. */
export const documentationArchiveName = (type: string) => `Modulistica_${type}.zip`;
