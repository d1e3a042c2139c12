import type { ReactNode } from 'react';
import type { CheckboxFieldProps } from 'react-aria-components';
import { FieldHelp, type FieldTextProps } from '../internal/Field';
import { RequiredMark } from '../internal/field.styles';
import { Indicator } from '../internal/toggle.styles';
import { CheckMark, Root, Row } from './Checkbox.styles';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style' | 'isIndeterminate'>,
    FieldTextProps {
  /** The text beside the box, also the checkbox's accessible name. */
  label: ReactNode;
}

/** A yes / no choice such as 'Visualizza solo richieste integrate', with description and error. */
export const Checkbox = ({ label, description, errorMessage, ...props }: CheckboxProps) => (
  <Root {...props}>
    <Row>
      <Indicator $shape="box">
        <CheckMark aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </CheckMark>
      </Indicator>
      <span>
        {label}
        {props.isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </span>
    </Row>
    <FieldHelp description={description} errorMessage={errorMessage} />
  </Root>
);
