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
  },
  en: {
    detail: '({{detail}})',
    cancel: 'Cancel',
    retry: 'Try again',
    search: 'Search',
    reset: 'Clear',
    allStates: 'All states',
    allTypes: 'All types',
  },
};
