export const comboBoxMessages = {
  it: {
    showSuggestions: 'Mostra suggerimenti',
    loading: 'Caricamento dei suggerimenti…',
    noResults: 'Nessun risultato',
  },
  en: {
    showSuggestions: 'Show suggestions',
    loading: 'Loading suggestions…',
    noResults: 'No results',
  },
};
