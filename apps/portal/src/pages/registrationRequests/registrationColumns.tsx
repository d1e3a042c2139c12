import { formatDateTime, type Registration, type RegistrationStatus } from '@cet-portal/api-client';
import { type DataTableColumn, StatusBadge, type StatusTone } from '@cet-portal/ui';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { DocumentDownload } from '../../api/DocumentDownload';

const STATUS_TONES: Record<RegistrationStatus, StatusTone> = {
  PENDING: 'info',
  CONFIRMED: 'success',
  REFUSED: 'danger',
};

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The columns of 'Richieste di registrazione': who, their company (marked when new), relation, letter, when. */
export const registrationColumns = (t: TFunction): DataTableColumn<Registration>[] => [
  {
    id: 'person',
    header: t('registrationRequests.columns.person'),
    isRowHeader: true,
    render: (registration) => (
      <Lines>
        <span>
          {registration.name} {registration.surname}
        </span>
        <Muted>{registration.user.fiscalCode}</Muted>
        <Muted>{registration.email}</Muted>
      </Lines>
    ),
  },
  {
    id: 'company',
    header: t('registrationRequests.columns.company'),
    width: '1.5fr',
    render: ({ company }) => (
      <Lines>
        <span>{company.name}</span>
        <Muted>{t('registrationRequests.vat', { vat: company.vat })}</Muted>
        {company.proposed && <StatusBadge label={t('registrationRequests.newCompany')} tone="neutral" />}
      </Lines>
    ),
  },
  {
    id: 'relation',
    header: t('registrationRequests.columns.relation'),
    accessor: (registration) => t(`registration.relations.${registration.relation}`),
  },
  {
    id: 'letter',
    header: t('registrationRequests.columns.letter'),
    render: (registration) =>
      registration.delegationLetter ? (
        <DocumentDownload
          document={registration.delegationLetter}
          label={t('registration.downloadLetter', { name: registration.delegationLetter.fileName })}
        />
      ) : (
        t('registrationRequests.noLetter')
      ),
  },
  {
    id: 'submitted',
    header: t('registrationRequests.columns.submitted'),
    isSortable: true,
    accessor: (registration) => formatDateTime(registration.submitted),
  },
  {
    id: 'status',
    header: t('registrationRequests.columns.status'),
    render: (registration) => (
      <Lines>
        <StatusBadge
          label={t(`registration.statuses.${registration.status}`)}
          tone={STATUS_TONES[registration.status]}
        />
        {registration.refusalReason && <Muted>{registration.refusalReason}</Muted>}
        {registration.decided && (
          <Muted>
            {t('registrationRequests.decided', {
              date: formatDateTime(registration.decided),
              name: registration.decidedBy?.fullname ?? t('registrationRequests.automatic'),
            })}
          </Muted>
        )}
      </Lines>
    ),
  },
];
