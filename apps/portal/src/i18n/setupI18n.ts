import { UI_NAMESPACE, uiResources } from '@cet-portal/ui';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
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

/** The forms package's namespace; tied to the package's own name by its type. */
export const FORMS_NAMESPACE = 'forms' satisfies typeof import('@cet-portal/forms/i18n').FORMS_NAMESPACE;

/** A failed answer and its status: i18next tries again only what may succeed later. */
class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Where the portal's own texts live, one file per language (spec, section 7). */
const translationsUrl = (language: string) => `/assets/i18n/${language}.json`;

/**
 * The portal's texts over HTTP, one language at a time: a plain `fetch` of one JSON file, which is
 * all the portal asked of i18next-http-backend (1.9 KiB of the first view). The forms'
 * texts come from the forms package's own module, fetched with the first form or at sign-in (every
 * form is behind it), since a visitor's first view shows none.
 */
const portalBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const texts =
      namespace === FORMS_NAMESPACE
        ? import('@cet-portal/forms/i18n').then(
            ({ formsResources }) => formsResources[language === 'en' ? 'en' : 'it'][FORMS_NAMESPACE],
          )
        : fetch(translationsUrl(language)).then((response) => {
            if (!response.ok)
              throw new HttpError(`${translationsUrl(language)}: ${response.status}`, response.status);
            return response.json();
          });
    // i18next tries again after a failed network or a server error, not after a missing file.
    texts.then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, !(error instanceof HttpError) || error.status >= 500),
    );
  },
};

/**
 * The portal's texts come from /assets/i18n/{lang}.json (spec, section 7); the packages bring
 * their own namespaces: the components' labels bundled, so that they never wait for the network; the
 * forms' loaded with the first form (portalBackend).
 */
export const setupI18n = async () => {
  await i18next
    .use(portalBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage() ?? 'it',
      fallbackLng: 'it',
      supportedLngs: SUPPORTED_LANGUAGES,
      ns: ['translation'],
      defaultNS: 'translation',
      partialBundledLanguages: true,
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
  }
  return i18next;
};
