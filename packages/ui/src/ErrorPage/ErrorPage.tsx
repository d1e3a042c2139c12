import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { Link } from '../Link';
import { PageTitle } from '../PageTitle';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
  padding: ${({ theme }) => `${theme.space.xl} 0`};
`;

const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.primaryHover}; color: ${({ theme }) => theme.color.onPrimary}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

export type ErrorCode = 404 | 403 | 500;

export interface ErrorPageProps {
  /** The HTTP-like code; 404, 403 and 500 have default texts. @default 404 */
  code?: ErrorCode;
  /** Overrides the default title of the code. @default undefined */
  title?: string;
  /** Overrides the default description of the code. @default undefined */
  description?: string;
  /** Called by 'Torna indietro'; the button is hidden without it. @default undefined */
  onBack?: () => void;
  /** Where 'Vai alla Home' leads. @default '/home' */
  homeHref?: string;
}

/** The generic error page of the spec: code, title, description, back and home. */
export const ErrorPage = ({ code = 404, title, description, onBack, homeHref = '/home' }: ErrorPageProps) => {
  const { t } = useTranslation('ui');
  return (
    <Wrapper>
      <Code>{t('errorPage.code', { code })}</Code>
      <PageTitle>{title ?? t(`errorPage.${code}.title`)}</PageTitle>
      <p>{description ?? t(`errorPage.${code}.description`)}</p>
      <Actions>
        {onBack && (
          <Button variant="secondary" onPress={onBack}>
            {t('errorPage.back')}
          </Button>
        )}
        <HomeLink href={homeHref}>{t('errorPage.home')}</HomeLink>
      </Actions>
    </Wrapper>
  );
};
