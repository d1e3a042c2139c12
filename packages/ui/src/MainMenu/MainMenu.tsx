import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Link } from '../Link';
import type { MegaMenuColumn } from './MegaMenu';

/**
 * Only a signed-in role's menu has groups: a visitor's first view does without React Aria's dialog,
 * popover and focus scope. Until the code is there, the trigger's text stands in its place.
 */
const MegaMenu = lazy(async () => ({ default: (await import('./MegaMenu')).MegaMenu }));

const TriggerPlaceholder = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface MainMenuLinkItem {
  id: string;
  label: string;
  href: string;
  /** Opens in a new window, such as the manual. @default false */
  isExternal?: boolean;
}

export interface MainMenuGroupItem {
  id: string;
  label: string;
  columns: readonly MegaMenuColumn[];
}

export type MainMenuItem = MainMenuLinkItem | MainMenuGroupItem;

export interface MainMenuProps {
  /** Home, the role's items, Documentazione, Manuale; a group becomes a mega menu. */
  items: readonly MainMenuItem[];
  /** Id of the item that holds the current page. @default undefined */
  currentId?: string;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    flex-direction: column;
    align-items: stretch;
  }
`;

const MenuLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &[aria-current='page'] { border-bottom-color: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.text}; }
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -3px; }
`;

const isGroup = (item: MainMenuItem): item is MainMenuGroupItem => 'columns' in item;

/** The portal's main navigation; links go through the app's `UiProvider`. */
export const MainMenu = ({ items, currentId }: MainMenuProps) => {
  const { t } = useTranslation('ui');
  return (
    <nav aria-label={t('mainMenu.label')}>
      <List>
        {items.map((item) => (
          <li key={item.id}>
            {isGroup(item) ? (
              <Suspense fallback={<TriggerPlaceholder>{item.label}</TriggerPlaceholder>}>
                <MegaMenu label={item.label} columns={item.columns} isCurrent={item.id === currentId} />
              </Suspense>
            ) : (
              <MenuLink
                href={item.href}
                aria-current={item.id === currentId ? 'page' : undefined}
                {...(item.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.label}
                {item.isExternal && <VisuallyHidden> {t('mainMenu.newWindow')}</VisuallyHidden>}
              </MenuLink>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
};
