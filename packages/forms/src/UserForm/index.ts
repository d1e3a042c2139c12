export type { UserFormProps } from './UserForm';
export { UserForm, userFormSchema } from './UserForm';
