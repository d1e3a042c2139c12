// One module per control, so that a page's chunk holds only the controls its forms use (when
// they were all here, every form page loaded the date picker, calendar and combo box).
export { FormCheckbox } from './fields/FormCheckbox';
export { FormComboBox } from './fields/FormComboBox';
export { FormDatePicker } from './fields/FormDatePicker';
export { FormRadioGroup } from './fields/FormRadioGroup';
export { FormSelect } from './fields/FormSelect';
export { FormTextArea } from './fields/FormTextArea';
export { FormTextField } from './fields/FormTextField';
export { type FormFieldProps, useFormField } from './fields/useFormField';
