/**
 * The library's own texts (accessible labels, announcements), namespace `ui`.
 * Italian first; an app adds them to its i18next instance with `i18n.addResourceBundle`.
 */
export const uiResources = {
  it: {
    ui: {
      roleGate: { forbidden: 'Non hai i permessi per questa azione.' },
      pageTitle: { suffix: 'Portale CET' },
    },
  },
  en: {
    ui: {
      roleGate: { forbidden: 'You are not allowed to do this.' },
      pageTitle: { suffix: 'CET Portal' },
    },
  },
} as const;

export const UI_NAMESPACE = 'ui';
