/** Texts of the dashboard's period and type ('Dashboard'). */
export const dashboardPeriodFormMessages = {
  it: {
    label: 'Periodo delle statistiche',
    from: 'Dal',
    to: 'Al',
    type: 'Tipologia',
  },
  en: {
    label: 'Period of the figures',
    from: 'From',
    to: 'To',
    type: 'Type',
  },
};
