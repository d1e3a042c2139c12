import { useMemo } from 'react';
import { Content } from './SafeHtml.styles';
import { sanitizeHtml } from './sanitizeHtml';

/** Elements that stored HTML can be rendered into. */
export type SafeHtmlElement = 'div' | 'section' | 'article' | 'header' | 'footer' | 'aside' | 'span';

export interface SafeHtmlProps {
  /** Stored HTML, such as the home page's content written with the RichTextEditor. */
  html: string;
  /** The element that holds the content. @default 'div' */
  as?: SafeHtmlElement;
}

/**
 * Displays stored HTML after sanitising it with DOMPurify, with the same typography as the editor.
 * Content from the server is never trusted: an administrator's account could be misused to store a script.
 */
export const SafeHtml = ({ html, as = 'div' }: SafeHtmlProps) => {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify.
  return <Content as={as} dangerouslySetInnerHTML={{ __html: safe }} />;
};
