export type { MeetingStart, NewMeetingFormProps } from './NewMeetingForm';
export { NewMeetingForm, newMeetingSchema } from './NewMeetingForm';
