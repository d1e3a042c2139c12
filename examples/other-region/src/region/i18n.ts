import { FORMS_NAMESPACE, formsResources } from '@cet-portal/forms';
import { UI_NAMESPACE, uiResources } from '@cet-portal/ui';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { REGION_NAMESPACE, regionTexts } from './texts';

export const REGION_LANGUAGES = ['it', 'en'] as const;
export type RegionLanguage = (typeof REGION_LANGUAGES)[number];

/**
 * One i18next instance with the packages' namespaces as they ship them and the region's own texts
 * beside them: the components' labels stay the packages', the page's words are the region's.
 */
export const createRegionI18n = async (language: RegionLanguage = 'it'): Promise<I18n> => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'it',
    defaultNS: REGION_NAMESPACE,
    ns: [REGION_NAMESPACE, UI_NAMESPACE, FORMS_NAMESPACE],
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      REGION_LANGUAGES.map((code) => [
        code,
        {
          [REGION_NAMESPACE]: regionTexts[code],
          [UI_NAMESPACE]: uiResources[code][UI_NAMESPACE],
          [FORMS_NAMESPACE]: formsResources[code][FORMS_NAMESPACE],
        },
      ]),
    ),
  });
  return i18n;
};
