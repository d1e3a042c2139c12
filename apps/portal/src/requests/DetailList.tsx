import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
`;

export interface DetailItem {
  label: string;
  /** An empty value reads 'Non indicato', never a blank. */
  value: ReactNode;
}

/** Labels and values of a request, as a description list. */
export const DetailList = ({ items }: { items: readonly DetailItem[] }) => {
  const { t } = useTranslation();
  return (
    <List>
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? t('showRequest.notGiven') : value}</dd>
        </Fragment>
      ))}
    </List>
  );
};
