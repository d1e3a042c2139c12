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
    loading: 'Loading…',
  },
};
