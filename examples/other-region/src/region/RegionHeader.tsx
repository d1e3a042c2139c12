import { Button } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import logoUrl from './logo.svg';
import { REGION_NAMESPACE } from './texts';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 4px solid ${({ theme }) => theme.color.primary};
`;

const Names = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

const RegionName = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const CommitteeName = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
`;

/** The region's own page header: its logo and names, and the language switch. */
export const RegionHeader = () => {
  const { t, i18n } = useTranslation(REGION_NAMESPACE);
  const other = i18n.language === 'it' ? { code: 'en', label: 'English' } : { code: 'it', label: 'Italiano' };
  return (
    <Bar>
      <img src={logoUrl} alt={t('logoAlt')} width={48} height={48} />
      <Names>
        <RegionName>{t('regionName')}</RegionName>
        <CommitteeName>{t('committeeTitle')}</CommitteeName>
      </Names>
      <Button variant="secondary" onPress={() => void i18n.changeLanguage(other.code)}>
        <span lang={other.code}>{other.label}</span>
      </Button>
    </Bar>
  );
};
