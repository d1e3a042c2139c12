import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../StatusBadge/StatusBadge';

export interface DeadlineBadgeProps {
  /** The due date as the page shows dates, e.g. '12/05/2027'. */
  dueDate: string;
  /** Whole days left before it (0 once passed). */
  daysLeft: number;
  /** The due date passed with no integration: 'Termine scaduto'. @default false */
  isLapsed?: boolean;
}

/** Within a week the badge is red, within the 30-day reminder blue; the words always say it too. */
const toneOf = (daysLeft: number, isLapsed: boolean): StatusTone =>
  isLapsed || daysLeft <= 7 ? 'danger' : daysLeft <= 30 ? 'info' : 'neutral';

/**
 * The applicant's integration due date and the days left, or 'Termine scaduto' once it passed
 * (docs/deadlines.md). Colour and glyph only repeat the words.
 */
export const DeadlineBadge = ({ dueDate, daysLeft, isLapsed = false }: DeadlineBadgeProps) => {
  const { t } = useTranslation('ui');
  const label = isLapsed
    ? t('deadlineBadge.lapsedOn', { date: dueDate })
    : t('deadlineBadge.running', { date: dueDate, count: daysLeft });
  return <StatusBadge label={label} tone={toneOf(daysLeft, isLapsed)} />;
};
