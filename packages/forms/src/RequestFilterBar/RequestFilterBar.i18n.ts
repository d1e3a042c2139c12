/** Texts of the request list's filters (requests-and-sign-in, section 2: request list screen). */
export const requestFilterBarMessages = {
  it: {
    label: 'Cerca richieste',
    identifier: 'Identificativo',
    principalInvestigator: 'Sperimentatore principale',
    studyTitle: 'Titolo dello studio',
    subject: 'Oggetto',
    state: 'Stato',
    type: 'Tipologia',
    sentOn: 'Data di invio',
    onlyIntegrated: 'Visualizza solo richieste integrate',
    onlyLapsed: 'Solo con termine scaduto',
  },
  en: {
    label: 'Search requests',
    identifier: 'Identifier',
    principalInvestigator: 'Principal investigator',
    studyTitle: 'Study title',
    subject: 'Subject',
    state: 'State',
    type: 'Type',
    sentOn: 'Sent on',
    onlyIntegrated: 'Show only integrated requests',
    onlyLapsed: 'Only with the deadline passed',
  },
};
