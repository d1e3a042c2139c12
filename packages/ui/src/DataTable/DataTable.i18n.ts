export const dataTableMessages = {
  it: {
    empty: 'Nessun risultato',
    retry: 'Riprova',
    actions: 'Azioni',
    highlighted: 'In evidenza',
    sortBy: 'Ordina per',
    sortOption: '{{column}} ({{direction}})',
    ascending: 'crescente',
    descending: 'decrescente',
  },
  en: {
    empty: 'No results',
    retry: 'Try again',
    actions: 'Actions',
    highlighted: 'Highlighted',
    sortBy: 'Sort by',
    sortOption: '{{column}} ({{direction}})',
    ascending: 'ascending',
    descending: 'descending',
  },
};
