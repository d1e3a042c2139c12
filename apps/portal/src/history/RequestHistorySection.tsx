import { downloadCall } from '../api/files';
import { queryOptionsFor } from '../api/queries';
import { HistoryPanel } from './HistoryPanel';
import { requestEventDescription } from './historyText';

/** The request page's 'Cronologia' (SEG, PRE, ADMIN; the applicant on its own requests). */
export const RequestHistorySection = ({ requestId }: { requestId: string }) => (
  <HistoryPanel
    historyQuery={(role, kinds) => queryOptionsFor(role, 'request.history', { id: requestId, kinds })}
    exportPdf={(role, kinds) => downloadCall(role, 'request.historyExport', { id: requestId, kinds })}
    describeEvent={requestEventDescription}
  />
);
