export type { RequestTypeFieldsFormProps } from './RequestTypeFieldsForm';
export { DELETE_ANIMATION_MS, RequestTypeFieldsForm, requestTypeFieldsSchema } from './RequestTypeFieldsForm';
