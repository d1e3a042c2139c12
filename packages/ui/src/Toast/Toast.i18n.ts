export const toastMessages = {
  it: { region: 'Notifiche', close: 'Chiudi notifica' },
  en: { region: 'Notifications', close: 'Close notification' },
};
