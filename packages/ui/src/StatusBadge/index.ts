export type {
  MeetingStatus,
  MeetingStatusBadgeProps,
  RequestStatusBadgeProps,
  StatusBadgeProps,
  StatusTone,
} from './StatusBadge';
export { MeetingStatusBadge, RequestStatusBadge, requestStateTone, StatusBadge } from './StatusBadge';
