import { downloadCall } from '../api/files';
import { queryOptionsFor } from '../api/queries';
import { HistoryPanel } from './HistoryPanel';
import { meetingEventDescription } from './historyText';

/** The meeting page's 'Cronologia' (SEG, PRE, ADMIN). */
export const MeetingHistorySection = ({ meetingId }: { meetingId: string }) => (
  <HistoryPanel
    historyQuery={(role, kinds) => queryOptionsFor(role, 'conference.history', { id: meetingId, kinds })}
    exportPdf={(role, kinds) => downloadCall(role, 'conference.historyExport', { id: meetingId, kinds })}
    describeEvent={meetingEventDescription}
  />
);
