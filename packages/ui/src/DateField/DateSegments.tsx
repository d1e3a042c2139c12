import { Segment, SegmentsRow } from './DateField.styles';

/** The editable day, month and year segments, in the order and with the separators of the locale. */
export const DateSegments = ({ boxed }: { boxed: boolean }) => (
  <SegmentsRow $boxed={boxed}>{(segment) => <Segment segment={segment} />}</SegmentsRow>
);
