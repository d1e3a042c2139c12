import { Spinner } from '@cet-portal/ui';
import { type ReactNode, Suspense } from 'react';

interface PagePartProps {
  /** What is loading, said beside the spinner and to a screen reader. */
  loading: string;
  children: ReactNode;
}

/** Where a page draws a part it loads apart (lazyPart): until the part's code is there, a spinner says what comes. */
export const PagePart = ({ loading, children }: PagePartProps) => (
  <Suspense fallback={<Spinner label={loading} showLabel />}>{children}</Suspense>
);
