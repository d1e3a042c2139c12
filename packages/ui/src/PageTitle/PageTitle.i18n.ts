export const pageTitleMessages = {
  it: { suffix: 'Portale CET' },
  en: { suffix: 'CET Portal' },
};
