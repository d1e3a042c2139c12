export const statusBadgeMessages = {
  it: { meeting: { open: 'Aperta', closed: 'Chiusa', waiting: 'In attesa' } },
  en: { meeting: { open: 'Open', closed: 'Closed', waiting: 'Waiting' } },
};
