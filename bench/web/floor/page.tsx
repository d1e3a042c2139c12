// The least a request list needs of the portal's stack (ARCHITECTURE.md): a sortable table of ten
// rows, paged, under its filters (filters.tsx), every control React Aria's, styled with
// styled-components. Nothing of the portal's own code: what this page weighs is the floor under any
// route with a table and filters.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Cell,
  Column,
  I18nProvider,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Filters, STATES } from './filters';

const ROWS = Array.from({ length: 10 }, (_, index) => ({
  id: String(index + 1),
  title: `Studio osservazionale sul cuore numero ${index + 1}`,
  state: STATES[index % STATES.length],
  sent: `0${(index % 9) + 1}/03/2026`,
}));

const StyledTable = styled(Table)`
  border-collapse: collapse;
  width: 100%;
  & th, & td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d9dadb; }
`;

export const Page = () => {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortDescriptor>({ column: 'sent', direction: 'descending' });
  const { data = [] } = useQuery({ queryKey: ['rows'], queryFn: async () => ROWS });
  return (
    <I18nProvider locale="it-IT">
      <main>
        <h1>{t('title')}</h1>
        <Filters />
        <StyledTable aria-label={t('title')} sortDescriptor={sort} onSortChange={setSort}>
          <TableHeader>
            <Column id="title" isRowHeader allowsSorting>
              Titolo
            </Column>
            <Column id="state" allowsSorting>
              Stato
            </Column>
            <Column id="sent" allowsSorting>
              Inviata il
            </Column>
          </TableHeader>
          <TableBody items={data}>
            {(row) => (
              <Row>
                <Cell>{row.title}</Cell>
                <Cell>{row.state}</Cell>
                <Cell>{row.sent}</Cell>
              </Row>
            )}
          </TableBody>
        </StyledTable>
        <nav aria-label="Pagine">
          <Button aria-label="Pagina precedente">‹</Button> 1 di 10{' '}
          <Button aria-label="Pagina successiva">›</Button>
        </nav>
      </main>
    </I18nProvider>
  );
};
