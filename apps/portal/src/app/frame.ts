import type { RoleName } from '@cet-portal/api-client';
import type { TFunction } from 'i18next';
import styled from 'styled-components';

/** The main region: the skip link's target, where a new page's heading is looked for. */
export const MAIN_ID = 'main';

const LANGUAGES = [
  { code: 'it', label: 'ITA', name: 'Italiano' },
  { code: 'en', label: 'ENG', name: 'English' },
];

/** What the header says to everyone, signed in or not: in the shell and in the build's first view. */
export const headerTextsFor = (t: TFunction) => ({
  regionName: t('app.region'),
  committeeTitle: t('app.committee'),
  loginHref: '/signin',
  languages: LANGUAGES,
});

/** `MANUAL_URL` when set, otherwise the portal's own guide at the active role's chapter. */
export const manualHref = (manualUrl: string | null, role: RoleName | null) =>
  manualUrl ?? `/manuale/index.html${role ? `#${role.toLowerCase()}` : ''}`;

// At least a screen high: while a page loads, the footer waits below the fold, so a page arriving
// does not push it across the screen (a layout shift: Lighthouse's CLS).
export const Main = styled.main`
  max-width: 1280px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  &:focus {
    outline: none;
  }
`;
