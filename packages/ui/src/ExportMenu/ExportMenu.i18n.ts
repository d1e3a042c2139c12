export const exportMenuMessages = {
  it: {
    format: 'Formato',
    placeholder: 'Seleziona formato',
    download: 'Scarica Lista',
    busy: 'Generazione del file {{format}} in corso…',
    done: 'File {{format}} pronto.',
    failed: 'Impossibile generare il file. Riprova.',
    empty: 'La lista è vuota: non c’è nulla da scaricare.',
  },
  en: {
    format: 'Format',
    placeholder: 'Choose a format',
    download: 'Download list',
    busy: 'Creating the {{format}} file…',
    done: '{{format}} file ready.',
    failed: 'The file could not be created. Try again.',
    empty: 'The list is empty: there is nothing to download.',
  },
};
