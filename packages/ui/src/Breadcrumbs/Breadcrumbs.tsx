import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Trail = styled(AriaBreadcrumbs<BreadcrumbItem & { id: string }>)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Crumb = styled(Breadcrumb)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  &:not(:last-child)::after {
    content: '/';
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
  a[data-current] {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  a[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
  }
`;

export interface BreadcrumbItem {
  label: string;
  href: string;
}

export interface BreadcrumbsProps {
  /** From the home page to the current page; the last one is the current page. */
  items: readonly BreadcrumbItem[];
}

/** Where the page sits in the portal. Links navigate through the app's RouterProvider. */
export const Breadcrumbs = ({ items }: BreadcrumbsProps) => {
  const { t } = useTranslation('ui');
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <Trail items={items.map((item) => ({ ...item, id: item.href }))}>
        {(item) => (
          <Crumb>
            <Link href={item.href}>{item.label}</Link>
          </Crumb>
        )}
      </Trail>
    </nav>
  );
};
