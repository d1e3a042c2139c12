import { FormDatePicker, FormTextArea, FormTextField } from '../internal/fields';
import { FieldGrid, FullRow } from '../internal/layout';
import { useRequestFieldProps } from './useRequestFieldProps';

/** Step 2, the study: title, principal investigator, EudraCT, protocol and drug. */
export const StudyStep = () => {
  const field = useRequestFieldProps();
  return (
    <FieldGrid>
      <FullRow>
        <FormTextArea {...field('studyTitle')} rows={2} maxHeight={250} />
      </FullRow>
      <FormTextField {...field('principalInvestigator')} />
      <FormTextField {...field('eudraCTNumber')} />
      <FormTextField {...field('protocolNumber')} />
      <FormTextField {...field('protocolVersion')} />
      <FormDatePicker {...field('protocolDate')} />
      <FormTextField {...field('investigationalDrug')} />
    </FieldGrid>
  );
};
