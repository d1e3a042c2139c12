export type { MeetingCardProps } from './MeetingCard';
export { MeetingCard } from './MeetingCard';
