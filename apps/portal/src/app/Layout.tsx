import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.background};
  &:focus { top: ${({ theme }) => theme.space.md}; }
`;

const Bar = styled.header`
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Foot = styled.footer`
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.onPrimary};
  padding: ${({ theme }) => theme.space.lg};
`;

/** The page frame: skip link, header, main landmark and footer. */
export const Layout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      <Bar>{t('app.committee')}</Bar>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Foot>{t('app.footer')}</Foot>
    </>
  );
};
