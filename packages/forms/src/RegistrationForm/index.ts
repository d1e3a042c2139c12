export type { RegistrationFormProps, RegistrationFormValues } from './RegistrationForm';
export { RegistrationForm, registrationFormSchema } from './RegistrationForm';
