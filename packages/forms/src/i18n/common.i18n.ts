/** Texts several forms share. */
export const commonMessages = {
  it: {
    detail: '({{detail}})',
    cancel: 'Annulla',
    retry: 'Riprova',
    search: 'Cerca',
    reset: 'Cancella',
    allStates: 'Tutti gli stati',
    allTypes: 'Tutte le tipologie',
    filters: 'Filtri',
    filtersActive_one: 'Filtri ({{count}} attivo)',
    filtersActive_other: 'Filtri ({{count}} attivi)',
  },
  en: {
    detail: '({{detail}})',
    cancel: 'Cancel',
    retry: 'Try again',
    search: 'Search',
    reset: 'Clear',
    allStates: 'All states',
    allTypes: 'All types',
    filters: 'Filters',
    filtersActive_one: 'Filters ({{count}} active)',
    filtersActive_other: 'Filters ({{count}} active)',
  },
};
