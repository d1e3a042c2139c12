// Augments styled-components' DefaultTheme with our tokens, for this package and its consumers.
import type {} from './theme/styled';

export type { ButtonProps, ButtonVariant } from './Button';
export { Button } from './Button';
export { UI_NAMESPACE, uiResources } from './i18n/resources';
export type { PageTitleProps } from './PageTitle';
export { PageTitle } from './PageTitle';
export type { RoleGateProps, RoleProviderProps } from './RoleGate';
export { RoleGate, RoleProvider, useActiveRole } from './RoleGate';
export { GlobalStyle } from './theme/GlobalStyle';
export type { Theme, ThemeOverrides } from './theme/theme';
export { createTheme, theme } from './theme/theme';
