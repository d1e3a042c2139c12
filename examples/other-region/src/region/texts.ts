/** The i18next namespace of Regione Altra's own texts; the packages bring `ui` and `forms`. */
export const REGION_NAMESPACE = 'region';

export const regionTexts = {
  it: {
    regionName: 'Regione Altra',
    committeeTitle: 'Comitato Etico Territoriale della Regione Altra',
    logoAlt: 'Stemma della Regione Altra',
    skipToContent: 'Vai al contenuto',
    retry: 'Riprova',
    list: {
      title: 'Richieste del comitato',
      caption: 'Richieste ricevute dal comitato',
      loadFailed: 'Impossibile caricare le richieste.',
      columns: {
        identifier: 'Identificativo',
        studyTitle: 'Titolo dello studio',
        type: 'Tipologia',
        state: 'Stato',
        sent: 'Data invio',
        promoterName: 'Promotore',
      },
    },
    form: {
      title: 'Nuova richiesta di studio osservazionale',
      intro: 'Il comitato della Regione Altra valuta solo studi osservazionali.',
      loadFailed: 'Impossibile caricare la configurazione delle tipologie.',
    },
  },
  en: {
    regionName: 'Regione Altra',
    committeeTitle: 'Regional Ethics Committee of Regione Altra',
    logoAlt: 'Coat of arms of Regione Altra',
    skipToContent: 'Skip to content',
    retry: 'Retry',
    list: {
      title: "Committee's requests",
      caption: 'Requests received by the committee',
      loadFailed: 'The requests could not be loaded.',
      columns: {
        identifier: 'Identifier',
        studyTitle: 'Study title',
        type: 'Type',
        state: 'State',
        sent: 'Sent on',
        promoterName: 'Sponsor',
      },
    },
    form: {
      title: 'New observational study request',
      intro: 'The committee of Regione Altra reviews observational studies only.',
      loadFailed: 'The request types could not be loaded.',
    },
  },
} as const;
