/**
 * The forms' i18next namespace, apart from the texts: a form names it to translate, while the texts
 * themselves load once at sign-in (`@cet-portal/forms/i18n`), not inside every form page's chunk.
 */
export const FORMS_NAMESPACE = 'forms';
