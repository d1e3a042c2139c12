import sanitizeHtml from 'sanitize-html';

/** Escapes text for HTML; the issuer's pages have no user-supplied markup at all. */
export const text = (value: string) => sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} });

export interface IssuerPageOptions {
  /** The page's title, before ' - Portale CET'. */
  title: string;
  /** The page's markup inside <main>, already escaped. */
  body: string;
  /** A same-origin script, e.g. the one that confirms a logout the portal asked for. */
  script?: string;
}

/**
 * The frame of the embedded issuer's pages (sign-in, logout, errors): Italian, accessible without
 * JavaScript, styled with the portal's tokens (PA blue, Titillium-like system fonts, visible focus,
 * 4.5:1 contrast), and marked as a demo sign-in in plain sight.
 */
export const renderIssuerPage = ({ title, body, script }: IssuerPageOptions) => `<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${text(title)} - Portale CET</title>
    <style>
      *, *::before, *::after { box-sizing: border-box; }
      body { margin: 0; font-family: 'Titillium Web', Geneva, Tahoma, sans-serif; color: #17324d; background: #f2f7fc; line-height: 1.5; }
      header { background: #435a70; color: #fff; padding: 16px 24px; font-size: 1.5rem; font-weight: 700; }
      main { max-width: 640px; margin: 24px auto; padding: 24px; background: #fff; border-radius: 8px; box-shadow: 0 2px 8px rgba(23, 50, 77, 0.15); }
      h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 16px; }
      h2 { font-size: 1.125rem; margin: 24px 0 8px; }
      ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
      button, input { font: inherit; }
      .account { width: 100%; display: flex; justify-content: space-between; gap: 16px; min-height: 44px; padding: 8px 16px; border: 2px solid #435a70; border-radius: 4px; background: #fff; color: #435a70; cursor: pointer; text-align: left; }
      .account:hover { background: #f2f7fc; }
      .roles { color: #5c6f82; font-weight: 600; }
      .demo { display: inline-block; margin-left: 12px; padding: 2px 10px; border-radius: 4px; background: #fff; color: #17324d; font-size: 1rem; vertical-align: middle; }
      .notice { border-left: 6px solid #995c00; padding: 8px 16px; background: #fff8e6; margin: 0 0 16px; }
      label { display: block; font-weight: 600; margin-bottom: 4px; }
      input { width: 100%; min-height: 44px; padding: 8px; border: 1px solid #5c6f82; border-radius: 4px; text-transform: uppercase; }
      input[aria-invalid="true"] { border: 2px solid #c02a43; }
      .hint { color: #5c6f82; margin: 4px 0 8px; }
      .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
      .primary { min-height: 44px; padding: 8px 24px; border: 2px solid #435a70; border-radius: 4px; background: #435a70; color: #fff; font-weight: 600; cursor: pointer; }
      .secondary { min-height: 44px; padding: 8px 24px; border: 2px solid #435a70; border-radius: 4px; background: #fff; color: #435a70; font-weight: 600; cursor: pointer; }
      .error { border-left: 6px solid #c02a43; padding: 8px 16px; background: #fff; color: #c02a43; font-weight: 600; margin-bottom: 16px; }
      :focus-visible { outline: 3px solid #004d99; outline-offset: 2px; }
    </style>${
      script
        ? `
    <script src="${text(script)}" defer></script>`
        : ''
    }
  </head>
  <body>
    <header>Comitato Etico Territoriale <span class="demo">Accesso dimostrativo</span></header>
    <main>
${body}
    </main>
  </body>
</html>`;
