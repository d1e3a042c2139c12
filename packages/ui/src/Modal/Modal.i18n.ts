export const modalMessages = {
  it: { close: 'Chiudi', confirm: 'Conferma', cancel: 'Annulla', working: 'Operazione in corso…' },
  en: { close: 'Close', confirm: 'Confirm', cancel: 'Cancel', working: 'Working…' },
};
