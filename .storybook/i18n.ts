import { FORMS_NAMESPACE, formsResources } from '@cet-portal/forms';
import { UI_NAMESPACE, uiResources } from '@cet-portal/ui';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One i18next instance for every story: the packages' own namespaces, Italian first. */
export const storybookI18n = i18next.createInstance();

void storybookI18n.use(initReactI18next).init({
  lng: 'it',
  fallbackLng: 'it',
  supportedLngs: ['it', 'en'],
  ns: [UI_NAMESPACE, FORMS_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  resources: {
    it: { ...uiResources.it, ...formsResources.it },
    en: { ...uiResources.en, ...formsResources.en },
  },
  interpolation: { escapeValue: false },
});
