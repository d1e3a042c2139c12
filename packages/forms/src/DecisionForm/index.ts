export type { DecisionFormProps } from './DecisionForm';
export { DecisionForm, decisionFormSchema } from './DecisionForm';
