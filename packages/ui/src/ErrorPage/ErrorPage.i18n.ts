export const errorPageMessages = {
  it: {
    back: 'Torna indietro',
    home: 'Vai alla Home',
    code: 'Errore {{code}}',
    404: { title: 'Pagina non trovata', description: 'La pagina che cerchi non esiste o è stata spostata.' },
    403: {
      title: 'Accesso negato',
      description: 'Non hai i permessi per vedere questa pagina con il ruolo attivo.',
    },
    500: {
      title: 'Errore del server',
      description: 'Si è verificato un errore imprevisto. Riprova tra qualche minuto.',
    },
  },
  en: {
    back: 'Go back',
    home: 'Go to Home',
    code: 'Error {{code}}',
    404: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has moved.',
    },
    403: { title: 'Access denied', description: 'Your active role is not allowed to see this page.' },
    500: { title: 'Server error', description: 'Something went wrong. Please try again in a few minutes.' },
  },
};
