export const headerMessages = {
  it: {
    login: "Accedi all'area personale",
    greeting: 'Benvenuto, {{name}}',
    roles: 'Ruoli',
    logout: 'Esci',
    language: 'Lingua',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    activeRole: 'Ruolo attivo: {{role}}',
  },
  en: {
    login: 'Sign in to your personal area',
    greeting: 'Welcome, {{name}}',
    roles: 'Roles',
    logout: 'Sign out',
    language: 'Language',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    activeRole: 'Active role: {{role}}',
  },
};
