import { pageTitleMessages } from '../PageTitle/PageTitle.i18n';
import { roleGateMessages } from '../RoleGate/RoleGate.i18n';

/** Every component's messages, keyed by component; each `*.i18n.ts` file holds `{ it, en }`. */
const messages = {
  pageTitle: pageTitleMessages,
  roleGate: roleGateMessages,
};

type Language = 'it' | 'en';

const bundle = <L extends Language>(language: L) =>
  Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, value[language]])) as {
    [K in keyof typeof messages]: (typeof messages)[K][L];
  };

export const UI_NAMESPACE = 'ui';

/**
 * The library's own texts (accessible labels, announcements), namespace `ui`, Italian first.
 * An app adds them to its i18next instance: `i18n.addResourceBundle('it', UI_NAMESPACE, uiResources.it.ui)`.
 */
export const uiResources = {
  it: { [UI_NAMESPACE]: bundle('it') },
  en: { [UI_NAMESPACE]: bundle('en') },
} as const;
