/**
 * Colour rules both ends apply to a region's primary colour: the server refuses a colour that fails
 * them, the admin panel says so before sending. Buttons and the header bars put white text on the
 * primary colour, so its contrast with white must reach WCAG 2.1 AA for normal text.
 */

/** `#RRGGBB`: the one form the theme, the server and the CSS of the first view all read alike. */
export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;

/** WCAG 2.1 AA, normal text (1.4.3). */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => channel(Number.parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2.1 contrast ratio of two `#RRGGBB` colours, from 1 to 21. */
export const contrastRatio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The ratio as people read it, e.g. '3,2:1', rounded down so that 4,49 never reads as 4,5. */
export const formatContrast = (ratio: number) =>
  `${(Math.floor(ratio * 10) / 10).toLocaleString('it-IT', { minimumFractionDigits: 1 })}:1`;

/**
 * Why a colour cannot be the primary colour, in Italian, or null when it can.
 */
export const primaryColourProblem = (value: string): string | null => {
  if (!HEX_COLOUR.test(value)) return 'Il colore principale deve essere esadecimale nel formato #RRGGBB';
  const ratio = contrastRatio(value, '#FFFFFF');
  if (ratio >= MIN_CONTRAST_WITH_WHITE) return null;
  return `Il colore principale ${value.toUpperCase()} ha un contrasto di ${formatContrast(ratio)} con il testo bianco dei pulsanti: ne serve almeno 4,5:1 (WCAG 2.1 AA). Scegli un colore più scuro.`;
};
