export type { HeaderLanguage, HeaderProps, HeaderUser } from './Header';
export { Header } from './Header';
