export type { ExtendDeadlineFormProps } from './ExtendDeadlineForm';
export { ExtendDeadlineForm, extendDeadlineFormSchema } from './ExtendDeadlineForm';
