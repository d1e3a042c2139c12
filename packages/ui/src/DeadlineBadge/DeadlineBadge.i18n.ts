export const deadlineBadgeMessages = {
  it: {
    lapsedOn: 'Termine scaduto il {{date}}',
    running_zero: 'Scade oggi, {{date}}',
    running_one: 'Scade il {{date}}, manca {{count}} giorno',
    running_other: 'Scade il {{date}}, mancano {{count}} giorni',
  },
  en: {
    lapsedOn: 'Deadline passed on {{date}}',
    running_zero: 'Due today, {{date}}',
    running_one: 'Due on {{date}}, {{count}} day left',
    running_other: 'Due on {{date}}, {{count}} days left',
  },
};
