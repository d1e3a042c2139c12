/** Texts of the home panel (meetings-and-administration: /homePanel, 'Gestisci pagina principale'). */
export const homeContentFormMessages = {
  it: {
    header: 'Titolo dell’intestazione',
    body: 'Contenuto centrale',
    footer: 'Contenuto del piè di pagina',
    lastUpdate: 'Ultimo aggiornamento di {{name}} il {{date}}',
    lastUpdateNoUser: 'Ultimo aggiornamento il {{date}}',
    neverSaved: 'La pagina principale non è ancora stata salvata.',
    restore: 'Ripristina',
    save: 'Salva',
    saved: 'Home modificata con successo',
    failed: 'Impossibile salvare la pagina principale. Riprova.',
    reloadFailed: 'Impossibile ricaricare la pagina principale. Riprova.',
  },
  en: {
    header: 'Header title',
    body: 'Main content',
    footer: 'Footer content',
    lastUpdate: 'Last updated by {{name}} on {{date}}',
    lastUpdateNoUser: 'Last updated on {{date}}',
    neverSaved: 'The home page has not been saved yet.',
    restore: 'Restore',
    save: 'Save',
    saved: 'Home page updated',
    failed: 'The home page could not be saved. Try again.',
    reloadFailed: 'The home page could not be reloaded. Try again.',
  },
};
