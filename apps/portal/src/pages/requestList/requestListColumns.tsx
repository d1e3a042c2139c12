import {
  type DomainLabels,
  daysSince,
  formatDate,
  integratedDate,
  type Request,
  type RoleName,
} from '@cet-portal/api-client';
import { type DataTableColumn, RequestStatusBadge } from '@cet-portal/ui';
import type { TFunction } from 'i18next';
import { IntegrationDeadline } from '../../requests/IntegrationDeadline';
import type { RequestListRoute } from '../../routes/routeAccess';

/**
 * The columns each role sees (requests-and-sign-in, section 2): the type for applicants and on
 * lists without a type restriction, the last integration date for staff only; the integration
 * due date for the applicant and the secretariat, the committee's clock for staff
 * (docs/deadlines.md).
 */
export const requestListColumns = (
  role: RoleName | null,
  route: Pick<RequestListRoute, 'type'>,
  t: TFunction,
  labels: DomainLabels,
  now: Date = new Date(),
): DataTableColumn<Request>[] => {
  const isApplicant = role === 'RIC';
  const elapsed = (date: string | null) => (date ? String(daysSince(new Date(date), now)) : '');
  const header = (id: string) => t(`requestList.columns.${id}`);
  return [
    {
      id: 'identifier',
      header: header('identifier'),
      isSortable: true,
      width: 120,
      accessor: (request) => request.identifier ?? labels.noIdentifier,
    },
    {
      id: 'principalInvestigator',
      header: header('principalInvestigator'),
      isSortable: true,
      accessor: (request) => request.principalInvestigator,
    },
    {
      id: 'studyTitle',
      header: header('studyTitle'),
      isSortable: true,
      accessor: (request) => request.studyTitle,
    },
    { id: 'subject', header: header('subject'), isSortable: true, accessor: (request) => request.subject },
    ...(isApplicant || route.type === ''
      ? [
          {
            id: 'type',
            header: header('type'),
            isSortable: true,
            width: 90,
            accessor: (request: Request) => request.type,
          },
        ]
      : []),
    {
      id: 'state',
      header: header('state'),
      isSortable: true,
      width: 200,
      render: (request) => (
        <RequestStatusBadge state={request.state} label={labels.requestStates[request.state]} />
      ),
    },
    {
      id: 'sent',
      header: header('sent'),
      isSortable: true,
      width: 100,
      accessor: (request) => (request.sent ? formatDate(request.sent) : ''),
    },
    ...(isApplicant || role === 'SEG'
      ? [
          {
            id: 'integrationDue',
            header: header('integrationDue'),
            isSortable: true,
            width: 190,
            render: (request: Request) => <IntegrationDeadline request={request} now={now} />,
          },
        ]
      : []),
    ...(isApplicant
      ? []
      : [
          {
            id: 'sinceSent',
            header: header('sinceSent'),
            width: 90,
            accessor: (request: Request) => elapsed(request.sent),
          },
          {
            id: 'sinceForwarded',
            header: header('sinceForwarded'),
            width: 90,
            accessor: (request: Request) => elapsed(request.forwarded),
          },
          {
            id: 'integrated',
            header: header('integrated'),
            width: 110,
            accessor: (request: Request) => {
              const date = integratedDate(request);
              return date ? formatDate(date) : '';
            },
          },
        ]),
  ];
};

const TO_INTEGRATE_STATES = new Set(['TO_INTEGRATE', 'TO_INTEGRATE_CER']);

/**
 * The rows that wait for the role: for applicants those to integrate, for the secretariat those
 * awaiting evaluation; with the words screen readers hear on them. Null for the other roles.
 */
export const requestListHighlight = (
  role: RoleName | null,
  t: TFunction,
): { isRowHighlighted: (request: Request) => boolean; highlightLabel: string } | null => {
  if (role === 'RIC') {
    return {
      isRowHighlighted: (request) => TO_INTEGRATE_STATES.has(request.state),
      highlightLabel: t('requestList.highlight.toIntegrate'),
    };
  }
  if (role === 'SEG') {
    return {
      isRowHighlighted: (request) => request.state === 'PENDING',
      highlightLabel: t('requestList.highlight.pending'),
    };
  }
  return null;
};
