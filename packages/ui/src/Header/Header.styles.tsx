import styled, { css } from 'styled-components';

/** Focus ring for controls on the blue bars, where the dark ring would not show. */
export const focusInverse = css`
  outline: 3px solid ${({ theme }) => theme.color.focusRingInverse};
  outline-offset: 2px;
`;

export const SlimBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.primaryHover};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const SlimActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export const CenterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;

// As high as a logo with or without one: a logo arriving with the server's settings moves nothing.
export const Brand = styled.div`
  display: flex;
  align-items: center;
  min-height: 48px;
  gap: ${({ theme }) => theme.space.md};
`;

/** At most 48 pixels high, whatever the region uploads: the bar keeps its height. */
export const Logo = styled.img`
  display: block;
  height: 48px;
  max-width: 160px;
  object-fit: contain;
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Greeting = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A plain anchor, not React Aria's Link: signing in leaves the app for the issuer's page, so the
 * app's client-side router must not take it over.
 */
export const LoginLink = styled.a`
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  &:hover { color: ${({ theme }) => theme.color.onPrimary}; }
  &:focus-visible { ${focusInverse} }
`;

/** The user button's look: the menu's trigger and the placeholder shown while the menu's code loads. */
export const userButtonLook = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.onPrimary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.onPrimary};
  font: inherit;
`;

/** The user's name before the menu's code has loaded (a signed-in page only): no control yet. */
export const UserButtonPlaceholder = styled.span`
  ${userButtonLook}
`;

export const Languages = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const LanguageButton = styled.button`
  min-width: 40px;
  min-height: 32px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.onPrimary};
  font: inherit;
  cursor: pointer;
  &[aria-checked='true'] { border-color: ${({ theme }) => theme.color.onPrimary}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  &:focus-visible { ${focusInverse} }
`;

export const MenuBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.background};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const BurgerButton = styled.button`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focusRing}; }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: inline-flex;
  }
`;

export const Collapsible = styled.div<{ $isOpen: boolean }>`
  flex: 1;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: ${({ $isOpen }) => ($isOpen ? 'block' : 'none')};
    flex-basis: 100%;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
`;
