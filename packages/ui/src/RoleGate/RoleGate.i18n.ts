export const roleGateMessages = {
  it: { forbidden: 'Non hai i permessi per questa azione.' },
  en: { forbidden: 'You are not allowed to do this.' },
};
