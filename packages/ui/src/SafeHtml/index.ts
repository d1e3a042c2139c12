export type { SafeHtmlElement, SafeHtmlProps } from './SafeHtml';
export { SafeHtml } from './SafeHtml';
export { sanitizeHtml } from './sanitizeHtml';
