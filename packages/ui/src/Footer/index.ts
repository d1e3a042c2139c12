export type { FooterProps } from './Footer';
export { Footer } from './Footer';
