export type { NewMeetingFormProps } from './NewMeetingForm';
export { NewMeetingForm, newMeetingSchema } from './NewMeetingForm';
