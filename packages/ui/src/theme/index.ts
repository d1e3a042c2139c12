// The DefaultTheme augmentation, kept by the published declarations (they drop `import type {}`).
import './styled';

export type { Theme, ThemeOverrides } from './theme';
export { createTheme, DEFAULT_PRIMARY, darken, theme, themeFor } from './theme';
