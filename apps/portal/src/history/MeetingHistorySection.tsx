import { apiClient } from '../api/apiClient';
import { downloadFile } from '../api/files';
import { queryOptionsFor } from '../api/queries';
import { HistoryPanel } from './HistoryPanel';

/** The meeting page's 'Cronologia' (SEG, PRE, ADMIN). */
export const MeetingHistorySection = ({ meetingId }: { meetingId: string }) => (
  <HistoryPanel
    historyQuery={(kinds) => queryOptionsFor('conference.history', { id: meetingId, kinds })}
    exportPdf={(kinds) => downloadFile(() => apiClient.conference.historyExport({ id: meetingId, kinds }))}
  />
);
