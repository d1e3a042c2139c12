/**
 * The primary colour of a fresh install: a neutral slate (7.1:1 with white text). Not the PA blue
 * #0066CC, which Designers Italia keeps for the central administrations; a region sets its own
 * (`themeFor`, or the server's `COMMITTEE_PRIMARY_COLOR`).
 */
export const DEFAULT_PRIMARY = '#435A70';

/** A colour `amount` (0–1) of the way to black: the pressed and hover shade of a primary colour. */
export const darken = (hex: string, amount: number): string =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;

/** How much darker the hover, pressed and focus shades are than the primary colour. */
const SHADE = 0.25;

/**
 * Design tokens of Portale CET, in the spirit of the Italian public-administration design system.
 * Every text colour keeps at least 4.5:1 against `background` and `surface` (checked in theme.test.ts).
 */
export const theme = {
  color: {
    primary: DEFAULT_PRIMARY,
    primaryHover: darken(DEFAULT_PRIMARY, SHADE),
    onPrimary: '#FFFFFF',
    text: '#17324D',
    textMuted: '#5C6F82',
    background: '#FFFFFF',
    surface: '#F2F7FC',
    border: '#5C6F82',
    borderSubtle: '#C5D0DB',
    focusRing: darken(DEFAULT_PRIMARY, SHADE),
    focusRingInverse: '#FFFFFF',
    danger: '#C02A43',
    success: '#00804D',
    warning: '#995C00',
    neutral: '#5C6F82',
    highlight: '#FFF4D6',
  },
  font: {
    family: "'Titillium Web', Geneva, Tahoma, sans-serif",
    monoFamily: "'Roboto Mono', ui-monospace, monospace",
    size: { xs: '0.875rem', sm: '1rem', md: '1.125rem', lg: '1.5rem', xl: '2rem', xxl: '2.5rem' },
    weight: { regular: 400, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.5 },
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  breakpoint: { sm: '576px', md: '768px', lg: '992px', xl: '1200px' },
  shadow: { raised: '0 2px 8px rgba(23, 50, 77, 0.15)', overlay: '0 8px 24px rgba(23, 50, 77, 0.25)' },
  zIndex: { header: 100, overlay: 1000, toast: 1100 },
  motion: { fast: '150ms', normal: '250ms' },
} as const;

type Widen<T> = T extends string ? string : T extends number ? number : { [K in keyof T]: Widen<T[K]> };

/** The shape every theme has; values are free so that another region can rebrand. */
export type Theme = Widen<typeof theme>;

/** `#RRGGBB`, the one form `themeFor` takes: anything else could end a CSS rule. */
const HEX = /^#[0-9A-Fa-f]{6}$/;

/**
 * The theme of a region from its primary colour alone: the hover and pressed shade and the focus
 * ring are derived from it (a quarter darker), every other token is the base theme's. The colour
 * must carry white text at 4.5:1 or more (the server refuses any other); a colour that is not
 * `#RRGGBB` gives the base theme, so a bad setting never breaks the page.
 * @example themeFor('#7A1F3D')
 */
export const themeFor = (primary: string): Theme => {
  if (!HEX.test(primary)) return theme;
  const colour = primary.toUpperCase();
  const shade = darken(colour, SHADE);
  return { ...theme, color: { ...theme.color, primary: colour, primaryHover: shade, focusRing: shade } };
};

export type ThemeOverrides = { [K in keyof Theme]?: Partial<Theme[K]> };

/**
 * A theme for another region: the base tokens with some groups partly replaced.
 * @example createTheme({ color: { primary: '#7A1F3D' } })
 */
export const createTheme = (overrides: ThemeOverrides = {}): Theme => {
  const merged: Record<string, unknown> = { ...theme };
  for (const [group, values] of Object.entries(overrides)) {
    merged[group] = { ...(theme as Record<string, object>)[group], ...values };
  }
  return merged as Theme;
};
