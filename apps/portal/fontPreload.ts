import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The faces every first view paints with: Titillium Web, latin, 400, 600 and 700, as woff2. */
const FIRST_VIEW_FONTS = /titillium-web-latin-(?:400|600|700)-normal-[\w-]+\.woff2$/;

/**
 * `<link rel="preload">` for the first view's fonts in the built index.html. The browser otherwise
 * finds them only once the CSS has been applied to text, after the scripts have run: the text is
 * painted in the fallback face and shifts when Titillium arrives (Lighthouse measured 0.1 of layout
 * shift and a later LCP from it). Their hashed names are known only in the bundle.
 */
export const fontPreload = (): Plugin => ({
  name: 'cet-font-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context): HtmlTagDescriptor[] =>
      Object.keys(context.bundle ?? {})
        .filter((fileName) => FIRST_VIEW_FONTS.test(fileName))
        .sort()
        .map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${fileName}`, crossorigin: '' },
          injectTo: 'head',
        })),
  },
});
