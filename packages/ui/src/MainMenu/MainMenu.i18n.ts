export const mainMenuMessages = {
  it: { label: 'Menu principale', newWindow: '(si apre in una nuova finestra)' },
  en: { label: 'Main menu', newWindow: '(opens in a new window)' },
};
