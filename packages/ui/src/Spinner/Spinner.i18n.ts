export const spinnerMessages = {
  it: { loading: 'Caricamento in corso…' },
  en: { loading: 'Loading…' },
};
