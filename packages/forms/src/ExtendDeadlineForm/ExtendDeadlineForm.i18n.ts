/** Texts of the secretariat's extension of an integration due date (docs/deadlines.md). */
export const extendDeadlineFormMessages = {
  it: {
    heading: 'Proroga del termine per l’integrazione',
    current: 'Termine attuale: {{date}}.',
    lapsed: 'Il termine è scaduto il {{date}}: la proroga decorre da oggi.',
    days: 'Giorni di proroga',
    daysHint: 'Da 1 a {{max}} giorni.',
    reason: 'Motivo della proroga',
    reasonHint: 'Il richiedente lo legge nei commenti della richiesta.',
    submit: 'Proroga il termine',
    saved: 'Termine prorogato.',
    failed: 'Impossibile prorogare il termine. Riprova.',
  },
  en: {
    heading: 'Extension of the integration deadline',
    current: 'Current deadline: {{date}}.',
    lapsed: 'The deadline passed on {{date}}: the extension runs from today.',
    days: 'Days of extension',
    daysHint: 'From 1 to {{max}} days.',
    reason: 'Reason for the extension',
    reasonHint: 'The applicant reads it in the request’s comments.',
    submit: 'Extend the deadline',
    saved: 'Deadline extended.',
    failed: 'The deadline could not be extended. Try again.',
  },
};
