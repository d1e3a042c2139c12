import type { Decorator } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE, formsResources } from '../i18n/resources';

/**
 * Adds the `forms` namespace to the story's i18next instance when Storybook's preview has not
 * registered it, before the story renders, so that stories never show raw keys.
 */
export const withFormsI18n: Decorator = (Story) => {
  const { i18n } = useTranslation();
  for (const language of ['it', 'en'] as const) {
    if (!i18n.hasResourceBundle(language, FORMS_NAMESPACE)) {
      i18n.addResourceBundle(language, FORMS_NAMESPACE, formsResources[language][FORMS_NAMESPACE]);
    }
  }
  return <Story />;
};
