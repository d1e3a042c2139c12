/** Texts of the company form (meetings-and-administration: 'Pannello Enti'). */
export const companyFormMessages = {
  it: {
    name: 'Nome ente',
    vat: 'Partita IVA',
    vatHint: 'Almeno 11 caratteri',
    italianVatHint: '11 cifre, con la cifra di controllo',
    submit: 'Conferma',
    failed: 'Impossibile salvare l’ente. Riprova.',
  },
  en: {
    name: 'Organisation name',
    vat: 'VAT number',
    vatHint: 'At least 11 characters',
    italianVatHint: '11 digits, with the check digit',
    submit: 'Confirm',
    failed: 'The organisation could not be saved. Try again.',
  },
};
