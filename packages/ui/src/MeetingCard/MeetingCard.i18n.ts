export const meetingCardMessages = {
  it: {
    notAssigned: 'Non assegnato',
    request: 'Richiesta {{identifier}}',
    open: 'Visualizza richiesta {{identifier}}',
    state: 'Stato:',
    rapporteur: 'Relatore',
    report: 'Relazione',
    decision: 'Esito',
  },
  en: {
    notAssigned: 'Not assigned',
    request: 'Request {{identifier}}',
    open: 'View request {{identifier}}',
    state: 'State:',
    rapporteur: 'Rapporteur',
    report: 'Report',
    decision: 'Outcome',
  },
};
