import type { RoleName } from '@cet-portal/api-client';
import styled from 'styled-components';

/** The main region: the skip link's target, where a new page's heading is looked for. */
export const MAIN_ID = 'main';

const LANGUAGES = [
  { code: 'it', label: 'ITA', name: 'Italiano' },
  { code: 'en', label: 'ENG', name: 'English' },
];

/** Keeps a line's height where a name will be, so nothing moves when it arrives. */
const PLACEHOLDER = '\u00a0';

/**
 * What the header says to everyone, signed in or not: in the shell, with the committee's identity from
 * the server's settings; in the build's first view, none (null): the build does not know which region
 * serves it, so the bars keep their place with no name rather than show another region's.
 */
export const headerTextsFor = (identity: { name: string; department: string } | null) => ({
  regionName: identity?.department ?? PLACEHOLDER,
  committeeTitle: identity?.name ?? PLACEHOLDER,
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
