/** Texts of one request's review in a meeting (meetings-and-administration, sections 2, 4 and 5). */
export const meetingReviewFormMessages = {
  it: {
    label: 'Relazione sulla richiesta {{identifier}}',
    report: 'Sintesi della relazione',
    reportFile: 'File della relazione',
    omissisFile: 'Allegato omissis',
    outcome: 'Esito della richiesta',
    clone: 'Richiesta clonata: l’esito non si sceglie in questa riunione.',
    comment: 'Commento per il richiedente',
    needs: {
      report: 'Per salvare la relazione servono la sintesi e il file.',
      integration: 'Per chiedere un’integrazione serve un commento per il richiedente.',
    },
    saveReport: 'Salva relazione',
    sendIntegration: 'Invia richiesta di integrazione',
    saved: 'Relazione salvata.',
    failed: 'Impossibile salvare la relazione. Riprova.',
    confirm: {
      title: 'Conferma esito',
      body: 'La richiesta {{request}} riceverà l’esito: {{outcome}}.',
      warning: 'L’esito è definitivo per questa riunione.',
    },
  },
  en: {
    label: 'Report on request {{identifier}}',
    report: 'Summary of the report',
    reportFile: 'Report file',
    omissisFile: 'Redacted (omissis) attachment',
    outcome: 'Outcome of the request',
    clone: 'Cloned request: its outcome is not chosen in this meeting.',
    comment: 'Comment for the applicant',
    needs: {
      report: 'Saving the report needs the summary and the file.',
      integration: 'Requesting an integration needs a comment for the applicant.',
    },
    saveReport: 'Save report',
    sendIntegration: 'Send integration request',
    saved: 'Report saved.',
    failed: 'The report could not be saved. Try again.',
    confirm: {
      title: 'Confirm outcome',
      body: 'Request {{request}} will get the outcome: {{outcome}}.',
      warning: 'The outcome is final for this meeting.',
    },
  },
};
