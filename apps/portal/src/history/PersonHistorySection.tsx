import { queryOptionsFor } from '../api/queries';
import { HistoryPanel } from './HistoryPanel';
import { personEventDescription } from './historyText';

/**
 * A person's record's 'Cronologia' (`registration.history`): their sign-up sent, confirmed or refused
 * and by whom, their account changed, said in the language shown. There is no PDF of it.
 */
export const PersonHistorySection = ({ userId }: { userId: string }) => (
  <HistoryPanel
    historyQuery={(role, kinds) => queryOptionsFor(role, 'registration.history', { id: userId, kinds })}
    describeEvent={personEventDescription}
  />
);
