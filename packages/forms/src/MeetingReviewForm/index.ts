export type { MeetingReview, MeetingReviewFormProps } from './MeetingReviewForm';
export { MeetingReviewForm, meetingReviewSchema } from './MeetingReviewForm';
