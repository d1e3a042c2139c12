export const dataTableMessages = {
  it: {
    empty: 'Nessun risultato',
    retry: 'Riprova',
    actions: 'Azioni',
    highlighted: 'In evidenza',
  },
  en: {
    empty: 'No results',
    retry: 'Try again',
    actions: 'Actions',
    highlighted: 'Highlighted',
  },
};
