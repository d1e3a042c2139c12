import { FORMS_NAMESPACE, formsResources } from '@cet-portal/forms';
import { UI_NAMESPACE, uiResources } from '@cet-portal/ui';
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['it', 'en'] as const;

/**
 * The language chosen with ITA/ENG, kept for a year. A cookie rather than localStorage: signing out
 * clears the whole localStorage (requests-and-sign-in, section 4), and the choice must outlive both
 * reloads and sign-ins.
 */
export const LANGUAGE_COOKIE = 'cet-portal-lang';

const storedLanguage = () =>
  SUPPORTED_LANGUAGES.find(
    (language) =>
      document.cookie.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`))?.[1] === language,
  );

/**
 * The portal's texts come from /assets/i18n/{lang}.json (spec, section 7); the packages bring
 * their own namespaces, bundled, so their accessible labels never wait for the network.
 */
export const setupI18n = async () => {
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage() ?? 'it',
      fallbackLng: 'it',
      supportedLngs: SUPPORTED_LANGUAGES,
      ns: ['translation'],
      defaultNS: 'translation',
      partialBundledLanguages: true,
      backend: { loadPath: '/assets/i18n/{{lng}}.json' },
      interpolation: { escapeValue: false },
    });
  // Screen readers pronounce the page in the language it is shown in.
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  });
  for (const language of SUPPORTED_LANGUAGES) {
    i18next.addResourceBundle(language, UI_NAMESPACE, uiResources[language][UI_NAMESPACE]);
    i18next.addResourceBundle(language, FORMS_NAMESPACE, formsResources[language][FORMS_NAMESPACE]);
  }
  return i18next;
};
