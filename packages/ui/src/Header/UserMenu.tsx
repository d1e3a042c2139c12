import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  type MenuProps,
  MenuSection,
  MenuTrigger,
  Popover,
  Header as SectionHeader,
  Separator,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AriaScope } from '../UiProvider/AriaScope';
import { focusInverse, userButtonLook } from './Header.styles';

// The user menu lives apart from the header: only a signed-in page needs it, and React Aria's menu,
// popover and focus scope would otherwise weigh on every visitor's first view.

const UserButton = styled(AriaButton)`
  ${userButtonLook}
  cursor: pointer;
  &[data-focus-visible] { ${focusInverse} }
`;

const UserMenuPopover = styled(Popover)`
  min-width: 220px;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

const StyledMenu = styled(Menu<object>)`
  padding: ${({ theme }) => theme.space.xs} 0;
  outline: none;
  header {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A typed wrapper: the styled Menu's inferred type cannot be named in the published declarations. */
const UserMenuList = (props: MenuProps<object>) => <StyledMenu {...props} />;

const UserMenuItem = styled(MenuItem)`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  outline: none;
  &[data-focused] { background: ${({ theme }) => theme.color.surface}; }
  &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -3px; }
  &[data-selected] { font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const LOGOUT_KEY = '__logout__';

export interface UserMenuProps<Role extends string> {
  /** The trigger's text: the user's name and active role. */
  label: ReactNode;
  roles: readonly Role[];
  activeRole: Role | null;
  roleName: (role: Role) => string;
  onRoleChange: (role: Role) => void;
  onLogout: () => void;
  /** Pages of the user's own, listed above 'Esci' (e.g. the notification preferences). */
  links?: readonly { id: string; label: string; href: string }[];
}

/** The signed-in user's menu: the roles to choose from, the user's own pages, then 'Esci'. */
export const UserMenu = <Role extends string>({
  label,
  roles,
  activeRole,
  roleName,
  onRoleChange,
  onLogout,
  links = [],
}: UserMenuProps<Role>) => {
  const { t } = useTranslation('ui');
  return (
    <AriaScope>
      <MenuTrigger>
        <UserButton>{label}</UserButton>
        <UserMenuPopover placement="bottom end">
          <UserMenuList
            onAction={(key) => {
              // The chosen item's key, found among the roles: a link's or 'Esci''s is none of them.
              const role = roles.find((candidate) => candidate === key);
              if (key === LOGOUT_KEY) onLogout();
              else if (role) onRoleChange(role);
            }}
          >
            {/* Only the roles are a choice; 'Esci' stays a plain action. */}
            <MenuSection selectionMode="single" selectedKeys={activeRole ? [activeRole] : []}>
              <SectionHeader>{t('header.roles')}</SectionHeader>
              {roles.map((role) => (
                <UserMenuItem key={role} id={role} textValue={roleName(role)}>
                  {roleName(role)}
                  {role === activeRole && <span aria-hidden="true">✓</span>}
                </UserMenuItem>
              ))}
            </MenuSection>
            <Separator />
            {/* A link item navigates through the app's router (the AriaScope's RouterProvider). */}
            {links.map((link) => (
              <UserMenuItem key={link.id} id={link.id} href={link.href}>
                {link.label}
              </UserMenuItem>
            ))}
            <UserMenuItem id={LOGOUT_KEY}>{t('header.logout')}</UserMenuItem>
          </UserMenuList>
        </UserMenuPopover>
      </MenuTrigger>
    </AriaScope>
  );
};
