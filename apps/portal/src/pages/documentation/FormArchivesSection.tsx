import {
  AMENDMENT_TYPES,
  COMPASSIONATE_USE_TYPE,
  type Documentation,
  labelsIn,
  type RequestType,
} from '@cet-portal/api-client';
import { Button } from '@cet-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { downloadCall } from '../../api/files';
import { reportFailure } from '../../errors/failureStore';
import { useSession } from '../../session/session';
import { Section } from './Section';

const Archives = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    align-content: start;
    justify-items: start;
  }
`;

type Archive = Documentation['archives'][number];

const GROUPS: { key: string; accepts: (type: RequestType) => boolean }[] = [
  {
    key: 'studies',
    accepts: (type) =>
      type !== COMPASSIONATE_USE_TYPE && !(AMENDMENT_TYPES as readonly string[]).includes(type),
  },
  { key: 'compassionate', accepts: (type) => type === COMPASSIONATE_USE_TYPE },
  { key: 'amendments', accepts: (type) => (AMENDMENT_TYPES as readonly string[]).includes(type) },
];

/** One form archive per category (A1 … E2, F, G1 … G3): a ZIP of the templates set in the types panel. */
export const FormArchivesSection = ({ archives }: { archives: readonly Archive[] }) => {
  const { role } = useSession();
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
  const [downloading, setDownloading] = useState<RequestType | null>(null);

  const download = async (type: RequestType) => {
    setDownloading(type);
    try {
      await downloadCall(role, 'documentation.archive', { type });
    } catch (error) {
      reportFailure(error);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Section title={t('documentation.archives.title')}>
      <p>{t('documentation.archives.intro')}</p>
      {GROUPS.map((group) => (
        <Section key={group.key} title={t(`documentation.archives.groups.${group.key}`)} level={3}>
          <Archives>
            {archives
              .filter((archive) => group.accepts(archive.type))
              .map((archive) => (
                <li key={archive.type}>
                  <span>
                    <strong>{archive.type}</strong> – {labels.requestTypes[archive.type]}
                  </span>
                  {archive.templates > 0 ? (
                    <Button
                      variant="secondary"
                      isPending={downloading === archive.type}
                      onPress={() => download(archive.type)}
                    >
                      {t('documentation.archives.download', { type: archive.type })}
                    </Button>
                  ) : (
                    <span>{t('documentation.archives.none')}</span>
                  )}
                </li>
              ))}
          </Archives>
        </Section>
      ))}
    </Section>
  );
};
