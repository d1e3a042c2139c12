export { MeetingStatusBadge, RequestStatusBadge, requestStateTone, StatusBadge } from './StatusBadge';
export type {
  MeetingStatus,
  MeetingStatusBadgeProps,
  RequestStatusBadgeProps,
  StatusBadgeProps,
  StatusTone,
} from './StatusBadge';
