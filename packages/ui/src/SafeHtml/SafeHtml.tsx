import { Suspense, use, useMemo } from 'react';
import { Content } from './SafeHtml.styles';

/** Elements that stored HTML can be rendered into. */
export type SafeHtmlElement = 'div' | 'section' | 'article' | 'header' | 'footer' | 'aside' | 'span';

export interface SafeHtmlProps {
  /** Stored HTML, such as the home page's content written with the RichTextEditor. */
  html: string;
  /** The element that holds the content. @default 'div' */
  as?: SafeHtmlElement;
}

type Sanitizer = typeof import('./sanitizeHtml');

let sanitizer: Promise<Sanitizer> | undefined;
/** Set once loaded, so that a later SafeHtml renders at once instead of suspending for a tick. */
let loaded: Sanitizer | undefined;

/**
 * DOMPurify loads with the first stored HTML to show, not with the page: a page's first paint needs
 * none of it. A page that knows HTML is coming (the home page, while its content loads)
 * may load it beside its data, so that the content shows in one step.
 */
export const preloadSafeHtml = () => {
  sanitizer ??= import('./sanitizeHtml').then((module) => {
    loaded = module;
    return module;
  });
  return sanitizer;
};

const Sanitized = ({ html, as = 'div' }: SafeHtmlProps) => {
  const { sanitizeHtml } = loaded ?? use(preloadSafeHtml());
  const safe = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify.
  return <Content as={as} dangerouslySetInnerHTML={{ __html: safe }} />;
};

/**
 * Displays stored HTML after sanitising it with DOMPurify, with the same typography as the editor.
 * Content from the server is never trusted: an administrator's account could be misused to store a script.
 * Until DOMPurify has loaded, nothing is shown.
 */
export const SafeHtml = (props: SafeHtmlProps) => (
  <Suspense fallback={null}>
    <Sanitized {...props} />
  </Suspense>
);
