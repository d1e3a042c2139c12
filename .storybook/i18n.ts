import { FORMS_NAMESPACE, formsResources } from '@cet-portal/forms';
import { UI_NAMESPACE, uiResources } from '@cet-portal/ui';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One i18next instance for every story: the packages' own namespaces, Italian first. */
export const storybookI18n = i18next.createInstance();

/** Settles once the instance has its resources (i18next may finish its start after a tick). */
const initialized = storybookI18n.use(initReactI18next).init({
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

/** The toolbar's locale ('it' unless English is chosen), as i18next and the page's `lang` name it. */
export const storyLocale = (globals: Record<string, unknown>): 'it' | 'en' =>
  globals.locale === 'en' ? 'en' : 'it';

/**
 * A loader: the story's language is set before it renders, so its first render and its play function
 * already read it. Set by the decorator's effect instead, a static Storybook drew the story in the
 * previous story's language and the play function, which does not wait for React's next render, failed.
 */
export const applyStoryLocale = async ({ globals }: { globals: Record<string, unknown> }) => {
  const locale = storyLocale(globals);
  await initialized;
  if (storybookI18n.language !== locale) await storybookI18n.changeLanguage(locale);
  document.documentElement.lang = locale;
};
