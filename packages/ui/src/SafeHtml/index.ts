export type { SafeHtmlElement, SafeHtmlProps } from './SafeHtml';
export { preloadSafeHtml, SafeHtml } from './SafeHtml';
export { sanitizeHtml } from './sanitizeHtml';
