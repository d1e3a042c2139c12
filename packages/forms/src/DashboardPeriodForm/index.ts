export type { DashboardPeriod, DashboardPeriodFormProps } from './DashboardPeriodForm';
export { DashboardPeriodForm, dashboardPeriodFormSchema } from './DashboardPeriodForm';
