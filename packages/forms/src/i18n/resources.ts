import { validationMessages } from './validation.i18n';

export const FORMS_NAMESPACE = 'forms';

type Language = 'it' | 'en';

/** Each form's texts under its own key, then the validators' keys at the top. */
const bundle = <L extends Language>(language: L) => ({
  ...validationMessages[language],
});

/**
 * The package's texts, namespace `forms`, Italian first. An app adds them to its i18next
 * instance: `i18n.addResourceBundle('it', FORMS_NAMESPACE, formsResources.it.forms)`.
 */
export const formsResources = {
  it: { [FORMS_NAMESPACE]: bundle('it') },
  en: { [FORMS_NAMESPACE]: bundle('en') },
} as const;
