/** Texts of the meeting list's filters (meetings-and-administration, section 2: 'Lista Riunioni'). */
export const meetingFilterBarMessages = {
  it: {
    label: 'Cerca riunioni',
    subject: 'Oggetto',
    agenda: 'Ordine del giorno',
    startDate: 'Data di inizio',
    endDate: 'Data di fine',
    state: 'Stato',
  },
  en: {
    label: 'Search meetings',
    subject: 'Subject',
    agenda: 'Agenda',
    startDate: 'Start date',
    endDate: 'End date',
    state: 'State',
  },
};
