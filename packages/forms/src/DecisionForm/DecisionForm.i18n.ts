/** Texts of the secretariat's decision (requests-and-sign-in, sections 4 and 5). */
export const decisionFormMessages = {
  it: {
    heading: 'Decisione della segreteria',
    decision: 'Esito della verifica',
    options: {
      SUBMITTED: { label: 'Inoltra', description: 'La richiesta possiede tutti i requisiti formali.' },
      REJECTED: { label: 'Rifiuta', description: 'La richiesta non è conforme.' },
      TO_INTEGRATE: {
        label: 'Richiedi integrazione',
        description: 'La richiesta è incompleta: scrivi nel commento cosa integrare.',
      },
    },
    comment: 'Commento',
    deadline: 'Le integrazioni dovranno essere inserite entro {{days}} giorni.',
    submit: 'Conferma decisione',
    blocked: {
      comment: 'Per confermare scrivi un commento.',
      commentTooLong: 'Per confermare accorcia il commento: al massimo {{max}} caratteri.',
    },
    saved: 'Decisione registrata.',
    failed: 'Impossibile registrare la decisione. Riprova.',
    confirm: {
      title: 'Conferma decisione',
      body: 'La richiesta {{request}} riceverà l’esito: {{outcome}}.',
      warning: 'Il richiedente ne sarà informato e la decisione non si annulla da questa pagina.',
    },
  },
  en: {
    heading: 'Secretariat decision',
    decision: 'Outcome of the check',
    options: {
      SUBMITTED: { label: 'Forward', description: 'The request meets every formal requirement.' },
      REJECTED: { label: 'Reject', description: 'The request is not compliant.' },
      TO_INTEGRATE: {
        label: 'Request integration',
        description: 'The request is incomplete: write in the comment what to add.',
      },
    },
    comment: 'Comment',
    deadline: 'Integrations must be entered within {{days}} days.',
    submit: 'Confirm decision',
    blocked: {
      comment: 'To confirm, write a comment.',
      commentTooLong: 'To confirm, shorten the comment to at most {{max}} characters.',
    },
    saved: 'Decision recorded.',
    failed: 'The decision could not be recorded. Try again.',
    confirm: {
      title: 'Confirm decision',
      body: 'Request {{request}} will get the outcome: {{outcome}}.',
      warning: 'The applicant will be told, and the decision cannot be undone from this page.',
    },
  },
};
