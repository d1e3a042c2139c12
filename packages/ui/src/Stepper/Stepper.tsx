import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { Item, List, StepNumber, type StepState } from './Stepper.styles';

export interface StepperStep {
  id: string;
  label: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Index of the current step, from 0. */
  currentIndex: number;
  /** Steps with invalid fields, shown in red with 'contiene errori'. @default [] */
  errorStepIds?: readonly string[];
  /** Accessible name of the list. @default 'Passi della compilazione' */
  label?: string;
}

const glyph: Record<StepState, string | null> = { done: '✓', error: '!', current: null, todo: null };

/**
 * Numbered steps of a multi-step form. The form supplies the navigation buttons; the stepper says
 * where the user is, and announces each move politely.
 */
export const Stepper = ({ steps, currentIndex, errorStepIds = [], label }: StepperProps) => {
  const { t } = useTranslation('ui');
  const [announcement, setAnnouncement] = useState('');
  const announcedIndex = useRef(currentIndex);
  const current = steps[currentIndex];

  // Only moves are announced, not the step the form opens on.
  useEffect(() => {
    if (announcedIndex.current === currentIndex) return;
    announcedIndex.current = currentIndex;
    if (current) {
      setAnnouncement(
        t('stepper.announce', { number: currentIndex + 1, total: steps.length, label: current.label }),
      );
    }
  }, [current, currentIndex, steps.length, t]);

  const stateOf = (step: StepperStep, index: number): StepState =>
    errorStepIds.includes(step.id)
      ? 'error'
      : index === currentIndex
        ? 'current'
        : index < currentIndex
          ? 'done'
          : 'todo';

  return (
    <>
      <List aria-label={label ?? t('stepper.label')}>
        {steps.map((step, index) => {
          const state = stateOf(step, index);
          return (
            <Item key={step.id} $state={state} aria-current={index === currentIndex ? 'step' : undefined}>
              <StepNumber $state={state} aria-hidden="true">
                {glyph[state] ?? index + 1}
              </StepNumber>
              <span>
                <VisuallyHidden>{`${index + 1}. `}</VisuallyHidden>
                {step.label}
                <VisuallyHidden>{`, ${t(`stepper.${state}`)}`}</VisuallyHidden>
              </span>
            </Item>
          );
        })}
      </List>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
};
