import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export type StatusTone = 'danger' | 'success' | 'neutral' | 'info';

const glyph: Record<StatusTone, string> = { danger: '✕', success: '✓', neutral: '•', info: '●' };

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  /* Short state labels stay on one line; a long one (a due date) wraps rather than widen a phone's page. */
  max-width: 100%;
  overflow-wrap: anywhere;
  color: ${({ theme, $tone }) =>
    ({
      danger: theme.color.danger,
      success: theme.color.success,
      neutral: theme.color.neutral,
      info: theme.color.primary,
    })[$tone]};
  background: ${({ theme }) => theme.color.background};
`;

export interface StatusBadgeProps {
  /** The state's label, e.g. 'Rifiutata'. The glyph and colour only repeat it. */
  label: string;
  /** @default 'neutral' */
  tone?: StatusTone;
}

/** A state shown with its label, a glyph and a colour: never colour alone. */
export const StatusBadge = ({ label, tone = 'neutral' }: StatusBadgeProps) => (
  <Badge $tone={tone}>
    <span aria-hidden="true">{glyph[tone]}</span>
    {label}
  </Badge>
);

const REJECTED_STATES = new Set(['REJECTED', 'REJECTED_CER']);

/** The spec's colours of a request state: red rejected, green accepted, grey otherwise. */
export const requestStateTone = (state: string): StatusTone =>
  REJECTED_STATES.has(state) ? 'danger' : state === 'ACCEPTED' ? 'success' : 'neutral';

export interface RequestStatusBadgeProps {
  /** The request's state code, e.g. 'REJECTED_CER'. */
  state: string;
  /** Its Italian label, e.g. 'Rifiutata' (the contract's state labels). */
  label: string;
}

export const RequestStatusBadge = ({ state, label }: RequestStatusBadgeProps) => (
  <StatusBadge label={label} tone={requestStateTone(state)} />
);

export type MeetingStatus = 'open' | 'closed' | 'waiting';

const meetingTone: Record<MeetingStatus, StatusTone> = {
  open: 'success',
  closed: 'neutral',
  waiting: 'info',
};

export interface MeetingStatusBadgeProps {
  /** Derived from the meeting's dates: open (Aperta, green), closed (Chiusa), waiting (In attesa). */
  status: MeetingStatus;
}

export const MeetingStatusBadge = ({ status }: MeetingStatusBadgeProps) => {
  const { t } = useTranslation('ui');
  return <StatusBadge label={t(`statusBadge.meeting.${status}`)} tone={meetingTone[status]} />;
};
