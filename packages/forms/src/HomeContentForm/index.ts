export type { HomeContentFormProps } from './HomeContentForm';
export { HomeContentForm } from './HomeContentForm';
