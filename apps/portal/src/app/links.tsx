import { Link } from '@cet-portal/ui';
import styled from 'styled-components';

/**
 * Links of the portal's pages. They are the ui package's native links, so the shell's
 * `UiProvider` turns them into in-app navigation, and a page that shows one needs no React Aria
 * for it.
 */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** A navigation that looks like the page's main action, such as 'Nuova Riunione'. */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
