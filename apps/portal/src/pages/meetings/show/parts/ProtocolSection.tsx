import { formatProtocol, type Protocol } from '@cet-portal/api-client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  li:last-child {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The meeting's protocol registrations, '000123/2026 del 02/03/2026'; the latest in bold. */
export const ProtocolSection = ({ protocols }: { protocols: readonly Protocol[] }) => {
  const { t } = useTranslation();
  const headingId = useId();
  if (protocols.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('meetings.detail.protocols.title')}</h2>
      <List>
        {protocols.map((protocol) => (
          <li key={`${protocol.year}-${protocol.protocol}`}>{formatProtocol(protocol)}</li>
        ))}
      </List>
    </section>
  );
};
