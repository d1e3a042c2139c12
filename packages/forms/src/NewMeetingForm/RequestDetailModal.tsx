import { formatDate, labelsIn, type Request, requestTypeLabel } from '@cet-portal/api-client';
import { Modal } from '@cet-portal/ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FORMS_NAMESPACE } from '../i18n/namespace';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  & dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface RequestDetailModalProps {
  request: Request | null;
  onClose: () => void;
}

/** A forwarded request's details, from the new-meeting table: enough to decide whether to add it. */
export const RequestDetailModal = ({ request, onClose }: RequestDetailModalProps) => {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const labels = labelsIn(i18n.language);
  const label = (key: string) => t(`newMeetingForm.detail.${key}`);
  const rows = request
    ? [
        ['type', request.type ? requestTypeLabel(request.type, labels.requestTypes) : ''],
        ['state', labels.requestStates[request.state]],
        ['subject', request.subject],
        ['description', request.description],
        ['studyTitle', request.studyTitle],
        ['principalInvestigator', request.principalInvestigator],
        ['promoter', request.promoterName],
        ['sent', request.sent ? formatDate(request.sent) : ''],
      ]
    : [];
  return (
    <Modal
      isOpen={request !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('newMeetingForm.detail.title', { identifier: request?.identifier ?? labels.noIdentifier })}
      size="lg"
    >
      <Details>
        {rows.map(([key, value]) => (
          <Fragment key={key}>
            <dt>{label(key ?? '')}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </Details>
    </Modal>
  );
};
