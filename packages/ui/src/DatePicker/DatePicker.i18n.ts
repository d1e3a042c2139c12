export const datePickerMessages = {
  it: {
    openCalendar: 'Apri il calendario',
    previousMonth: 'Mese precedente',
    nextMonth: 'Mese successivo',
  },
  en: {
    openCalendar: 'Open calendar',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
  },
};
