import type { RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../internal/Field';
import { Indicator } from '../internal/toggle.styles';
import { Dot, Option, OptionDescription, Options, Root, Row } from './RadioGroup.styles';

/** One choice of a radio group. */
export interface RadioOption {
  /** The value given to `onChange`. */
  value: string;
  /** The visible text, also the radio's accessible name. */
  label: string;
  /** What choosing it means, read with the radio. @default undefined */
  description?: string;
  /** Whether this choice cannot be made. @default false */
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'>,
    FieldTextProps {
  /** The choices, in display order. */
  options: readonly RadioOption[];
}

/**
 * One choice among a few, each with an optional description, such as the secretariat's decision
 * 'Inoltra' / 'Rifiuta' / 'Richiedi integrazione'. Arrow keys move and select, as React Aria gives.
 */
export const RadioGroup = ({ label, description, errorMessage, options, ...props }: RadioGroupProps) => (
  <Root {...props}>
    <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
    <Options $orientation={props.orientation ?? 'vertical'}>
      {options.map((option) => (
        <Option key={option.value} value={option.value} isDisabled={option.isDisabled}>
          <Row>
            <Indicator $shape="circle">
              <Dot />
            </Indicator>
            {option.label}
          </Row>
          {option.description && <OptionDescription>{option.description}</OptionDescription>}
        </Option>
      ))}
    </Options>
    <FieldHelp description={description} errorMessage={errorMessage} />
  </Root>
);
