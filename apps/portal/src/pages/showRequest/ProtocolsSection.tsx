import { formatDate, type Protocol, padProtocolNumber } from '@cet-portal/api-client';
import { Card } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { Muted, PlainList } from './ShowRequestPage.styles';

/**
 * Every protocol registration, oldest first. The last one, the current, is bold and, among several,
 * also named so in words: bold alone does not reach screen readers.
 */
export const ProtocolsSection = ({ protocols }: { protocols: readonly Protocol[] }) => {
  const { t } = useTranslation();
  // The contract's formatProtocol writes 'del' for the server's Italian exports; here, the language shown.
  const formatProtocol = ({ protocol, year, date }: Protocol) =>
    t('showRequest.protocols.item', { number: padProtocolNumber(protocol), year, date: formatDate(date) });
  return (
    <Card title={t('showRequest.protocols.heading')}>
      {protocols.length === 0 ? (
        <Muted>{t('showRequest.protocols.none')}</Muted>
      ) : (
        <PlainList as="ol">
          {protocols.map((protocol, index) => (
            <li key={`${protocol.year}-${protocol.protocol}`}>
              {index === protocols.length - 1 ? (
                <>
                  <strong>{formatProtocol(protocol)}</strong>
                  {protocols.length > 1 && ` ${t('showRequest.protocols.latest')}`}
                </>
              ) : (
                formatProtocol(protocol)
              )}
            </li>
          ))}
        </PlainList>
      )}
    </Card>
  );
};
