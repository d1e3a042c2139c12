import { RichTextEditor } from '@cet-portal/ui/rich-text-editor';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldProps, useFormField } from './fields';

/**
 * The rich-text editor as a form field. Apart from the other fields because the editor (Tiptap) is
 * heavy: only the forms that need it import it.
 */
export const FormRichText = <Values extends FieldValues>(props: FormFieldProps<Values>) => {
  const { field } = useFormField(props);
  return (
    <RichTextEditor
      label={props.label}
      value={(field.value as string | null) ?? ''}
      onChange={field.onChange}
      isDisabled={props.isDisabled}
    />
  );
};
