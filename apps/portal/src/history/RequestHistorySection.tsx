import { apiClient } from '../api/apiClient';
import { downloadFile } from '../api/files';
import { HistoryPanel } from './HistoryPanel';

/** The request page's 'Cronologia' (SEG, PRE, ADMIN; the applicant on its own requests). */
export const RequestHistorySection = ({ requestId }: { requestId: string }) => (
  <HistoryPanel
    queryKey={['request', requestId]}
    load={(kinds, signal) => apiClient.request.history({ id: requestId, kinds }, { signal })}
    exportPdf={(kinds) => downloadFile(() => apiClient.request.historyExport({ id: requestId, kinds }))}
  />
);
