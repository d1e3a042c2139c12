import sanitizeHtml from 'sanitize-html';

export interface LoginPageAccount {
  fiscalCode: string;
  fullname: string;
  roles: readonly string[];
}

export interface LoginPageOptions {
  /** Where the form posts (the interaction's login address). */
  action: string;
  /** Where 'Annulla' posts. */
  abortAction: string;
  /** The demo accounts shown as buttons; none outside the demo set-up. */
  accounts: readonly LoginPageAccount[];
  /** The fiscal code typed last, shown again after an error. */
  fiscalCode?: string;
  /** A refusal to show, e.g. an unknown fiscal code. */
  error?: string;
}

/** Escapes text for HTML; the page has no user-supplied markup at all. */
const text = (value: string) => sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} });

const accountButton = (account: LoginPageAccount) => `
        <li>
          <button type="submit" name="fiscalCode" value="${text(account.fiscalCode)}" class="account">
            <span class="name">${text(account.fullname)}</span>
            <span class="roles">${text(account.roles.join(', '))}</span>
          </button>
        </li>`;

/**
 * The embedded issuer's sign-in page: Italian, accessible without JavaScript, styled with the
 * portal's tokens (PA blue, Titillium-like system fonts, visible focus, 4.5:1 contrast).
 */
export const renderLoginPage = ({
  action,
  abortAction,
  accounts,
  fiscalCode = '',
  error,
}: LoginPageOptions) => `<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${error ? 'Errore: ' : ''}Accedi - Portale CET</title>
    <style>
      *, *::before, *::after { box-sizing: border-box; }
      body { margin: 0; font-family: 'Titillium Web', Geneva, Tahoma, sans-serif; color: #17324d; background: #f2f7fc; line-height: 1.5; }
      header { background: #0066cc; color: #fff; padding: 16px 24px; font-size: 1.5rem; font-weight: 700; }
      main { max-width: 640px; margin: 24px auto; padding: 24px; background: #fff; border-radius: 8px; box-shadow: 0 2px 8px rgba(23, 50, 77, 0.15); }
      h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 16px; }
      h2 { font-size: 1.125rem; margin: 24px 0 8px; }
      ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
      button, input { font: inherit; }
      .account { width: 100%; display: flex; justify-content: space-between; gap: 16px; min-height: 44px; padding: 8px 16px; border: 2px solid #0066cc; border-radius: 4px; background: #fff; color: #0066cc; cursor: pointer; text-align: left; }
      .account:hover { background: #f2f7fc; }
      .roles { color: #5c6f82; font-weight: 600; }
      label { display: block; font-weight: 600; margin-bottom: 4px; }
      input { width: 100%; min-height: 44px; padding: 8px; border: 1px solid #5c6f82; border-radius: 4px; text-transform: uppercase; }
      input[aria-invalid="true"] { border: 2px solid #c02a43; }
      .hint { color: #5c6f82; margin: 4px 0 8px; }
      .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
      .primary { min-height: 44px; padding: 8px 24px; border: 2px solid #0066cc; border-radius: 4px; background: #0066cc; color: #fff; font-weight: 600; cursor: pointer; }
      .secondary { min-height: 44px; padding: 8px 24px; border: 2px solid #0066cc; border-radius: 4px; background: #fff; color: #0066cc; font-weight: 600; cursor: pointer; }
      .error { border-left: 6px solid #c02a43; padding: 8px 16px; background: #fff; color: #c02a43; font-weight: 600; margin-bottom: 16px; }
      :focus-visible { outline: 3px solid #004d99; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <header>Comitato Etico Territoriale</header>
    <main>
      <h1>Accedi al Portale CET</h1>
      ${error ? `<p class="error" role="alert" id="login-error">${text(error)}</p>` : ''}
      ${
        accounts.length > 0
          ? `<form method="post" action="${text(action)}">
        <h2 id="demo-accounts">Account dimostrativi</h2>
        <ul aria-labelledby="demo-accounts">${accounts.map(accountButton).join('')}
        </ul>
      </form>`
          : ''
      }
      <form method="post" action="${text(action)}" novalidate>
        <h2>Accedi con il codice fiscale</h2>
        <label for="fiscalCode">Codice fiscale</label>
        <p class="hint" id="fiscalCode-hint">16 caratteri, ad esempio RSSMRA80A01H501U.</p>
        <input id="fiscalCode" name="fiscalCode" autocomplete="username" required maxlength="64"
          value="${text(fiscalCode)}" aria-describedby="fiscalCode-hint${error ? ' login-error' : ''}"
          ${error ? 'aria-invalid="true" autofocus' : ''} />
        <div class="actions">
          <button type="submit" class="primary">Accedi</button>
        </div>
      </form>
      <form method="post" action="${text(abortAction)}">
        <div class="actions">
          <button type="submit" class="secondary">Annulla e torna al portale</button>
        </div>
      </form>
    </main>
  </body>
</html>`;
