import { readFile } from 'node:fs/promises';
import { LOGO_MAX_BYTES, type LogoType } from '@cet-portal/api-client/contract';

export interface Logo {
  bytes: Buffer;
  contentType: LogoType;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

/**
 * The image type the bytes really are (their signature), or null: what a file or data URL claims is
 * not trusted, so an HTML page or an SVG renamed `.png` is never served as an image of this site.
 */
export const logoTypeOf = (bytes: Uint8Array): LogoType | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
};

/** Why these bytes cannot be the logo, in Italian, or null. */
export const logoProblem = (bytes: Uint8Array, claimed?: string): string | null => {
  if (bytes.length === 0) return 'Il logo è vuoto';
  if (bytes.length > LOGO_MAX_BYTES)
    return `Il logo supera la dimensione massima di ${LOGO_MAX_BYTES / 1024} KB`;
  const type = logoTypeOf(bytes);
  if (!type) return "Il logo deve essere un'immagine PNG, JPEG o WebP";
  if (claimed && claimed !== type)
    return `Il contenuto del logo non è un'immagine ${claimed.replace('image/', '').toUpperCase()}`;
  return null;
};

/** The logo of a data URL the contract has already checked the form of; its bytes are checked here. */
export const logoOfDataUrl = (dataUrl: string): Logo | { problem: string } => {
  const [header = '', data = ''] = dataUrl.split(',', 2);
  const claimed = header.slice('data:'.length, header.indexOf(';'));
  const bytes = Buffer.from(data, 'base64');
  const problem = logoProblem(bytes, claimed);
  return problem ? { problem } : { bytes, contentType: logoTypeOf(bytes) as LogoType };
};

/** The installation's logo (`COMMITTEE_LOGO_FILE`), read once at start; a file that cannot be the logo stops the server. */
export const readInstallationLogo = async (path: string | undefined): Promise<Logo | null> => {
  if (!path) return null;
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new Error(
      `Configurazione non valida: COMMITTEE_LOGO_FILE non si legge (${path}): ${(error as Error).message}`,
    );
  }
  const problem = logoProblem(bytes);
  if (problem) throw new Error(`Configurazione non valida: COMMITTEE_LOGO_FILE (${path}): ${problem}`);
  return { bytes, contentType: logoTypeOf(bytes) as LogoType };
};
