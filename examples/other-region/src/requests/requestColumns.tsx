import { formatDate, NO_IDENTIFIER_LABEL, REQUEST_STATE_LABELS, type Request } from '@cet-portal/api-client';
import { type DataTableColumn, RequestStatusBadge } from '@cet-portal/ui';
import type { TFunction } from 'i18next';

/** The portal's columns of a request list, and the one Regione Altra adds: the promoter. */
export const requestColumns = (t: TFunction<'region'>): DataTableColumn<Request>[] => [
  {
    id: 'identifier',
    header: t('list.columns.identifier'),
    width: 150,
    accessor: (request) => request.identifier ?? NO_IDENTIFIER_LABEL,
  },
  { id: 'studyTitle', header: t('list.columns.studyTitle'), accessor: (request) => request.studyTitle },
  { id: 'promoterName', header: t('list.columns.promoterName'), accessor: (request) => request.promoterName },
  { id: 'type', header: t('list.columns.type'), width: 110, accessor: (request) => request.type },
  {
    id: 'state',
    header: t('list.columns.state'),
    width: 220,
    render: (request) => (
      <RequestStatusBadge state={request.state} label={REQUEST_STATE_LABELS[request.state]} />
    ),
  },
  {
    id: 'sent',
    header: t('list.columns.sent'),
    width: 130,
    accessor: (request) => (request.sent ? formatDate(request.sent) : ''),
  },
];
