import { downloadCall } from '../api/files';
import { queryOptionsFor } from '../api/queries';
import { HistoryPanel } from './HistoryPanel';
import { meetingEventDescription } from './historyText';

/** The meeting page's 'Cronologia' (SEG, PRE, ADMIN). */
export const MeetingHistorySection = ({ meetingId }: { meetingId: string }) => (
  <HistoryPanel
    historyQuery={(kinds) => queryOptionsFor('conference.history', { id: meetingId, kinds })}
    exportPdf={(kinds) => downloadCall('conference.historyExport', { id: meetingId, kinds })}
    describeEvent={meetingEventDescription}
  />
);
