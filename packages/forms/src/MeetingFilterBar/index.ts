export type { MeetingFilterBarProps } from './MeetingFilterBar';
export { MeetingFilterBar, meetingFilterBarSchema } from './MeetingFilterBar';
