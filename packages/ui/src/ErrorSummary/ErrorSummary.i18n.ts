export const errorSummaryMessages = {
  it: {
    title: "C'è un problema",
    intro_one: 'Correggi il campo indicato:',
    intro_other: 'Correggi i {{count}} campi indicati:',
  },
  en: {
    title: 'There is a problem',
    intro_one: 'Correct the field below:',
    intro_other: 'Correct the {{count}} fields below:',
  },
};
