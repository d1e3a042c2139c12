import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Circle, SpinnerRoot } from './Spinner.styles';

export interface SpinnerProps {
  /** What is being waited for; read by screen readers. @default 'Caricamento in corso…' */
  label?: string;
  /** Show the label beside the spinner instead of only to screen readers. @default false */
  showLabel?: boolean;
  /** Diameter in pixels. @default 24 */
  size?: number;
}

/**
 * An indeterminate progress indicator, announced as a progress bar with its label (no value: the
 * wait has no known end). Plain elements, since every page's loading state is in the first view.
 */
export const Spinner = ({ label, showLabel = false, size = 24 }: SpinnerProps) => {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const text = label ?? t('spinner.loading');
  return (
    <SpinnerRoot
      role="progressbar"
      aria-label={showLabel ? undefined : text}
      aria-labelledby={showLabel ? labelId : undefined}
    >
      <Circle $size={size} aria-hidden="true" />
      {showLabel ? <span id={labelId}>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </SpinnerRoot>
  );
};
