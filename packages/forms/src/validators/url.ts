import { z } from 'zod';
import { requiredString } from './messages';

/**
 * A web address with http or https and a domain name: what a user can open. Other schemes
 * (`javascript:`, `ftp:`) and bare hosts are refused.
 */
export const urlSchema = requiredString()
  .max(2048, { message: 'max-invalid' })
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'url-invalid' }));
