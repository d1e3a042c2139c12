import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';

/** Where the built index.html leaves the portal's root, empty. */
const EMPTY_ROOT = '<div id="root"></div>';

/** The other addresses' page, served by the server for every client-side route but the home page. */
export const PAGE_HTML = 'page.html';

interface RenderedView {
  html: string;
  styles: string;
}

const withFirstView = (page: string, view: RenderedView) => {
  if (!page.includes(EMPTY_ROOT) || !page.includes('</head>'))
    throw new Error(`index.html has no ${EMPTY_ROOT} to put the first view beside`);
  return page
    .replace('</head>', `${view.styles}</head>`)
    .replace(
      EMPTY_ROOT,
      `<div id="first-view" inert aria-hidden="true">${view.html}</div><div id="root" hidden></div>`,
    );
};

/**
 * The first view in the HTML: a phone paints the home page's header and heading, or the
 * loading indicator of any other page, as soon as the HTML and its styles are there, instead of
 * after the scripts have run. Rendered at build time by the portal's own components
 * (src/firstView/renderFirstView.tsx, loaded through Vite in Node), into `index.html` and
 * `page.html`, which share every script and style link. The first view is `inert` and hidden from
 * assistive technology: a picture of the page until its code is there, which no one can press or tab
 * into, and which a screen reader does not read before the page it stands for.
 */
export const firstView = (): Plugin => {
  let root = '';
  return {
    name: 'cet-portal:first-view',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('The build made no index.html');
      const server = await createServer({
        root,
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        ssr: {
          // The workspace's packages from their sources, as the browser build reads them; styled-components
          // through Vite too, so that its default export is the same function there as in the bundle.
          resolve: { conditions: ['@cet-portal/source', 'module', 'node', 'production'] },
          noExternal: ['styled-components'],
        },
      });
      try {
        const { renderFirstView } = await server.ssrLoadModule('/src/firstView/renderFirstView.tsx');
        const translations = JSON.parse(await readFile(join(root, 'public/assets/i18n/it.json'), 'utf8'));
        const page = String(index.source);
        index.source = withFirstView(page, await renderFirstView('home', translations));
        this.emitFile({
          type: 'asset',
          fileName: PAGE_HTML,
          source: withFirstView(page, await renderFirstView('page', translations)),
        });
      } finally {
        await server.close();
      }
    },
  };
};
