export type { MainMenuGroupItem, MainMenuItem, MainMenuLinkItem, MainMenuProps } from './MainMenu';
export { MainMenu } from './MainMenu';
export type { MegaMenuColumn, MegaMenuLink, MegaMenuProps } from './MegaMenu';
export { MegaMenu } from './MegaMenu';
