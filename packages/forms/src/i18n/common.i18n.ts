/** Texts several forms share. */
export const commonMessages = {
  it: {
    detail: '({{detail}})',
    cancel: 'Annulla',
    retry: 'Riprova',
    confirm: 'Conferma',
    search: 'Cerca',
    reset: 'Cancella',
    none: 'Nessuno',
    allStates: 'Tutti gli stati',
    allTypes: 'Tutte le tipologie',
    loading: 'Caricamento in corso…',
  },
  en: {
    detail: '({{detail}})',
    cancel: 'Cancel',
    retry: 'Try again',
    confirm: 'Confirm',
    search: 'Search',
    reset: 'Clear',
    none: 'None',
    allStates: 'All states',
    allTypes: 'All types',
    loading: 'Loading…',
  },
};
