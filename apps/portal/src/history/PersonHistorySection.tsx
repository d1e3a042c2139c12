import { queryOptionsFor } from '../api/queries';
import { HistoryPanel } from './HistoryPanel';

/**
 * A person's record's 'Cronologia' (`registration.history`): their sign-up sent, confirmed or refused
 * and by whom, their roles changed. The server writes each event's sentence; there is no PDF of it.
 */
export const PersonHistorySection = ({ userId }: { userId: string }) => (
  <HistoryPanel historyQuery={(kinds) => queryOptionsFor('registration.history', { id: userId, kinds })} />
);
