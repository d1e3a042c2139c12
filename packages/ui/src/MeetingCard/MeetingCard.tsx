import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { Card } from '../Card';
import { Modal } from '../Modal';
import { RequestStatusBadge } from '../StatusBadge';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Subject = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Slot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export interface MeetingCardProps {
  /** The request's identifier; none before it is sent ('Non assegnato'). */
  identifier: string | null;
  /** The request's state code, for its colour (red rejected, green accepted, grey otherwise). */
  state: string;
  /** The state's Italian label. */
  stateLabel: string;
  subject: string;
  description: string;
  /** The request shown in the modal that the card's link opens; rendered only when opened. */
  renderRequest: () => ReactNode;
  /** The rapporteur field (PRE) or the rapporteur's name. @default undefined */
  rapporteur?: ReactNode;
  /** The report text and its attachment, or the review form. @default undefined */
  report?: ReactNode;
  /** The request-status choice of an open meeting. @default undefined */
  decision?: ReactNode;
  /** Heading level of the card, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** One request examined in a meeting, with slots for what each role does with it. */
export const MeetingCard = ({
  identifier,
  state,
  stateLabel,
  subject,
  description,
  renderRequest,
  rapporteur,
  report,
  decision,
  headingLevel = 3,
}: MeetingCardProps) => {
  const { t } = useTranslation('ui');
  const [isOpen, setOpen] = useState(false);
  const shownIdentifier = identifier ?? t('meetingCard.notAssigned');
  const slots = [
    ['rapporteur', rapporteur],
    ['report', report],
    ['decision', decision],
  ] as const;
  return (
    <Card title={t('meetingCard.request', { identifier: shownIdentifier })} headingLevel={headingLevel}>
      <Header>
        <span>{t('meetingCard.state')}</span>
        <RequestStatusBadge state={state} label={stateLabel} />
      </Header>
      <Subject>{subject}</Subject>
      <Description>{description}</Description>
      <div>
        <Button variant="link" onPress={() => setOpen(true)}>
          {t('meetingCard.open', { identifier: shownIdentifier })}
        </Button>
      </div>
      {slots.map(
        ([key, content]) =>
          content && (
            <Slot key={key} aria-label={t(`meetingCard.${key}`)}>
              {content}
            </Slot>
          ),
      )}
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('meetingCard.request', { identifier: shownIdentifier })}
        size="lg"
      >
        {isOpen && renderRequest()}
      </Modal>
    </Card>
  );
};
