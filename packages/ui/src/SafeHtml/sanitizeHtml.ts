import DOMPurify, { type Config } from 'dompurify';

/** HTML only (no SVG or MathML), and nothing that restyles the page or posts a form. */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
  FORBID_ATTR: ['style'],
};

/**
 * Stored HTML made safe to display: scripts, event handlers, `javascript:` URLs and embedded frames
 * are removed. Where there is no DOM (server rendering, Node) DOMPurify would return its input
 * unchanged, so this returns an empty string instead: it fails closed.
 */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.isSupported ? DOMPurify.sanitize(html, config) : '';
