import { VisuallyHidden } from 'react-aria';
import { Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { BarRoot, Circle, Fill, SpinnerRoot, Track } from './Spinner.styles';

export interface SpinnerProps {
  /** What is being waited for; read by screen readers. @default 'Caricamento in corso…' */
  label?: string;
  /** Show the label beside the spinner instead of only to screen readers. @default false */
  showLabel?: boolean;
  /** Diameter in pixels. @default 24 */
  size?: number;
}

/** An indeterminate progress indicator, announced as a progress bar with its label. */
export const Spinner = ({ label, showLabel = false, size = 24 }: SpinnerProps) => {
  const { t } = useTranslation('ui');
  const text = label ?? t('spinner.loading');
  return (
    <SpinnerRoot isIndeterminate aria-label={showLabel ? undefined : text}>
      <Circle $size={size} aria-hidden="true" />
      {showLabel ? <Label>{text}</Label> : <VisuallyHidden>{text}</VisuallyHidden>}
    </SpinnerRoot>
  );
};

export interface ProgressBarProps {
  /** What is progressing, e.g. the name of the file being uploaded. */
  label: string;
  /** Progress from 0 to 100. */
  value: number;
}

/** A determinate progress bar with its label and percentage. */
export const ProgressBar = ({ label, value }: ProgressBarProps) => (
  <BarRoot value={value}>
    {({ percentage = 0, valueText }) => (
      <>
        <Label>{label}</Label>
        <span>{valueText}</span>
        <Track>
          <Fill $percentage={percentage} />
        </Track>
      </>
    )}
  </BarRoot>
);
