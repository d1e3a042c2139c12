export { MeetingCard } from './MeetingCard';
export type { MeetingCardProps } from './MeetingCard';
