import { REGISTRATION_PATH } from '@cet-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { queryOptionsFor } from '../api/queries';
import { useSession } from '../session/session';
import { TextLink } from './links';

const Banner = styled.div<{ $tone: 'info' | 'danger' }>`
  max-width: 1280px;
  margin: ${({ theme }) => `${theme.space.md} auto 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 6px solid ${({ $tone, theme }) => ($tone === 'danger' ? theme.color.danger : theme.color.primary)};
  background: ${({ theme }) => theme.color.background};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

/** How long the applicant's registration counts as fresh: it changes only when the secretariat decides. */
const REGISTRATION_FRESH_MS = 60_000;

/**
 * Above every page, while the person may not yet send requests: signed in without an account (they
 * are asked to complete the registration), or an applicant whose registration waits for the
 * secretariat or was refused (they are told why, with a link to it). Not on the registration page,
 * which says it itself.
 */
export const RegistrationNotice = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { unregistered, role } = useSession();
  const isApplicant = role === 'RIC';
  const mine = useQuery({
    ...queryOptionsFor(role, 'registration.mine'),
    enabled: isApplicant,
    staleTime: REGISTRATION_FRESH_MS,
    retry: false,
  });
  if (pathname === REGISTRATION_PATH) return null;
  if (unregistered !== null) {
    return (
      <Banner $tone="info" role="region" aria-label={t('registration.notice.label')}>
        <p>{t('registration.notice.unregistered')}</p>
        <TextLink href={REGISTRATION_PATH}>{t('registration.title')}</TextLink>
      </Banner>
    );
  }
  const status = isApplicant ? mine.data?.registration?.status : undefined;
  if (status !== 'PENDING' && status !== 'REFUSED') return null;
  return (
    <Banner
      $tone={status === 'REFUSED' ? 'danger' : 'info'}
      role="region"
      aria-label={t('registration.notice.label')}
    >
      <p>{t(`registration.notice.${status}`)}</p>
      <TextLink href={REGISTRATION_PATH}>{t('registration.notice.link')}</TextLink>
    </Banner>
  );
};
