import { renderIssuerPage, text } from './issuerPage';

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

const accountButton = (account: LoginPageAccount) => `
        <li>
          <button type="submit" name="fiscalCode" value="${text(account.fiscalCode)}" class="account">
            <span class="name">${text(account.fullname)}</span>
            <span class="roles">${text(account.roles.join(', '))}</span>
          </button>
        </li>`;

/**
 * The embedded issuer's sign-in page. It says in plain sight that it is a demo: whoever types a
 * registered fiscal code signs in as that person, so it never stands in for the organisation's SSO.
 */
export const renderLoginPage = ({
  action,
  abortAction,
  accounts,
  fiscalCode = '',
  error,
}: LoginPageOptions) =>
  renderIssuerPage({
    title: `${error ? 'Errore: ' : ''}Accedi`,
    body: `      <h1>Accedi al Portale CET</h1>
      <p class="notice"><strong>Accesso dimostrativo.</strong> Questa pagina serve a provare il portale:
        chiunque conosca un codice fiscale registrato entra come quella persona. Un ente che usa il portale
        fa accedere con il proprio sistema di autenticazione (SPID, CIE).</p>
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
      </form>`,
  });
