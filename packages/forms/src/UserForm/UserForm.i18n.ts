/** Texts of the user form (meetings-and-administration: 'Pannello Utenti', 'Nuovo Utente'). */
export const userFormMessages = {
  it: {
    fiscalCode: 'Codice fiscale o identificativo eIDAS',
    eidasFormat: 'Formato eIDAS',
    eidasTooltip: 'NOME_COGNOME_DATA_NASCITA',
    name: 'Nome',
    surname: 'Cognome',
    email: 'E-mail per le notifiche',
    emailHint: 'Lasciala vuota se l’utente non deve ricevere e-mail dal portale.',
    company: 'Ente',
    noCompany: 'Nessun ente',
    submit: 'Conferma',
    failed: 'Impossibile salvare l’utente. Riprova.',
  },
  en: {
    fiscalCode: 'Fiscal code or eIDAS identifier',
    eidasFormat: 'eIDAS format',
    eidasTooltip: 'NOME_COGNOME_DATA_NASCITA (name_surname_birth date)',
    name: 'Name',
    surname: 'Surname',
    email: 'E-mail for notifications',
    emailHint: 'Leave it empty if the user must not receive e-mails from the portal.',
    company: 'Organisation',
    noCompany: 'No organisation',
    submit: 'Confirm',
    failed: 'The user could not be saved. Try again.',
  },
};
