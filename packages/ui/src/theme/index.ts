import type {} from './styled';

export type { Theme, ThemeOverrides } from './theme';
export { createTheme, theme } from './theme';
