import { useId } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Link, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { AriaScope } from '../UiProvider/AriaScope';

export interface MegaMenuLink {
  label: string;
  href: string;
}

export interface MegaMenuColumn {
  title: string;
  links: readonly MegaMenuLink[];
}

export interface MegaMenuProps {
  /** The trigger's text, e.g. 'Elenco Richieste'. */
  label: string;
  /** The columns of links, e.g. all requests, compassionate uses, 'Cerca richiesta'. */
  columns: readonly MegaMenuColumn[];
  /** Marks the trigger as holding the current page. @default false */
  isCurrent?: boolean;
}

export const MenuTrigger = styled(AriaButton)<{ $isCurrent?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-bottom: 3px solid ${({ theme, $isCurrent }) => ($isCurrent ? theme.color.primary : 'transparent')};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -3px; }
  &[aria-expanded='true'] { background: ${({ theme }) => theme.color.surface}; }
`;

const Panel = styled(Popover)`
  min-width: min(720px, calc(100vw - 32px));
  max-width: calc(100vw - 32px);
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

const Columns = styled(Dialog)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  outline: none;
`;

const ColumnTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.font.size.xs};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    color: ${({ theme }) => theme.color.primary};
  }
  a[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.color.focusRing}; }
`;

const Column = ({ column, onNavigate }: { column: MegaMenuColumn; onNavigate: () => void }) => {
  const titleId = useId();
  return (
    <div>
      <ColumnTitle id={titleId}>{column.title}</ColumnTitle>
      <Links aria-labelledby={titleId}>
        {column.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onPress={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
      </Links>
    </div>
  );
};

/**
 * A menu-bar entry that opens columns of links. It is a disclosure of links (not an ARIA menu),
 * so screen readers browse it as ordinary navigation; Escape closes it and returns focus.
 */
export const MegaMenu = ({ label, columns, isCurrent = false }: MegaMenuProps) => (
  <AriaScope>
    <DialogTrigger>
      <MenuTrigger $isCurrent={isCurrent}>
        {label}
        <span aria-hidden="true">▾</span>
      </MenuTrigger>
      <Panel placement="bottom start">
        <Columns aria-label={label}>
          {({ close }) =>
            columns.map((column) => <Column key={column.title} column={column} onNavigate={close} />)
          }
        </Columns>
      </Panel>
    </DialogTrigger>
  </AriaScope>
);
