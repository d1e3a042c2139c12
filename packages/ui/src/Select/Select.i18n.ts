export const selectMessages = {
  it: { placeholder: 'Seleziona un valore' },
  en: { placeholder: 'Select a value' },
};
