export const stepperMessages = {
  it: {
    label: 'Passi della compilazione',
    done: 'completato',
    current: 'passo corrente',
    error: 'contiene errori',
    todo: 'da compilare',
    announce: 'Passo {{number}} di {{total}}: {{label}}',
  },
  en: {
    label: 'Form steps',
    done: 'completed',
    current: 'current step',
    error: 'has errors',
    todo: 'to do',
    announce: 'Step {{number}} of {{total}}: {{label}}',
  },
};
