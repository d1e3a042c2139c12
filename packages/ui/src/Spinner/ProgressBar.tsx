import { Label } from 'react-aria-components';
import { BarRoot, Fill, Track } from './ProgressBar.styles';

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
