import { apiClient } from '../api/apiClient';
import { downloadFile } from '../api/files';
import { HistoryPanel } from './HistoryPanel';

/** The meeting page's 'Cronologia' (SEG, PRE, ADMIN). */
export const MeetingHistorySection = ({ meetingId }: { meetingId: string }) => (
  <HistoryPanel
    queryKey={['conference', meetingId]}
    load={(kinds, signal) => apiClient.conference.history({ id: meetingId, kinds }, { signal })}
    exportPdf={(kinds) => downloadFile(() => apiClient.conference.historyExport({ id: meetingId, kinds }))}
  />
);
