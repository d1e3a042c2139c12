import { FORMS_NAMESPACE, formsResources } from '@cet-portal/forms';
import { UI_NAMESPACE, uiResources } from '@cet-portal/ui';
import i18next from 'i18next';
import en from '../../public/assets/i18n/en.json';
import it from '../../public/assets/i18n/it.json';
import { SUPPORTED_LANGUAGES } from '../i18n/setupI18n';

/**
 * The portal's texts for the screens. The default i18next instance, as in the app: the API client
 * and the failure notices read it directly. The catalogues are bundled, since Storybook does not
 * serve /assets/i18n, and loaded at once so that the first render is already in Italian.
 */
void i18next.init({
  lng: 'it',
  fallbackLng: 'it',
  supportedLngs: SUPPORTED_LANGUAGES,
  ns: ['translation', UI_NAMESPACE, FORMS_NAMESPACE],
  defaultNS: 'translation',
  resources: {
    it: { translation: it, ...uiResources.it, ...formsResources.it },
    en: { translation: en, ...uiResources.en, ...formsResources.en },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const screenI18n = i18next;
