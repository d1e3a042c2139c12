export const footerMessages = {
  it: { contacts: 'Contatti', phone: 'Telefono: {{phone}}', email: 'E-mail:', pec: 'PEC:' },
  en: { contacts: 'Contacts', phone: 'Phone: {{phone}}', email: 'E-mail:', pec: 'Certified e-mail (PEC):' },
};
