export type { CompanyFormProps } from './CompanyForm';
export { CompanyForm, companyFormSchema } from './CompanyForm';
