import { User } from '@react-aria/test-utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DataTable, type DataTableColumn, type DataTableSortDescriptor } from './DataTable';

interface RequestRow {
  _id: string;
  identifier: string;
  principalInvestigator: string;
  studyTitle: string;
  subject: string;
  type: string;
  state: 'PENDING' | 'TO_INTEGRATE' | 'SUBMITTED' | 'ACCEPTED';
  sent: string;
}

const STATE_LABELS: Record<RequestRow['state'], string> = {
  PENDING: 'In valutazione',
  TO_INTEGRATE: 'Da integrare',
  SUBMITTED: 'Inoltrata',
  ACCEPTED: 'Approvata',
};

const TITLES = [
  'Efficacia di un nuovo anticoagulante',
  'Registro osservazionale del diabete',
  'Dispositivo per il monitoraggio cardiaco',
  'Uso compassionevole di un antivirale',
  'Studio di fase II in oncologia',
];
const INVESTIGATORS = ['Mario Rossi', 'Giulia Bianchi', 'Paolo Neri', 'Sara Gialli', 'Anna Ferrari'];
const SUBJECTS = ['Cardiologia', 'Diabetologia', 'Dispositivi medici', 'Malattie infettive', 'Oncologia'];
const TYPES = ['A1', 'E2', 'C1', 'F', 'A2'];
const STATES: RequestRow['state'][] = ['PENDING', 'TO_INTEGRATE', 'SUBMITTED', 'ACCEPTED', 'PENDING'];

const makeRows = (count: number): RequestRow[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: `request-${index + 1}`,
    identifier: `2026/${String(index + 1).padStart(6, '0')}`,
    principalInvestigator: INVESTIGATORS[index % 5] ?? '',
    studyTitle: TITLES[index % 5] ?? '',
    subject: SUBJECTS[(index + 2) % 5] ?? '',
    type: TYPES[index % 5] ?? '',
    state: STATES[index % 5] ?? 'PENDING',
    sent: `${String((index % 28) + 1).padStart(2, '0')}/03/2026`,
  }));

const columns: DataTableColumn<RequestRow>[] = [
  {
    id: 'identifier',
    header: 'Identificativo',
    isSortable: true,
    accessor: (row) => row.identifier,
    width: 144,
  },
  {
    id: 'principalInvestigator',
    header: 'Sperimentatore principale',
    isSortable: true,
    accessor: (row) => row.principalInvestigator,
  },
  { id: 'studyTitle', header: 'Titolo dello studio', isSortable: true, accessor: (row) => row.studyTitle },
  { id: 'subject', header: 'Oggetto', isSortable: true, accessor: (row) => row.subject },
  { id: 'type', header: 'Tipo', isSortable: true, accessor: (row) => row.type, width: 88 },
  { id: 'state', header: 'Stato', isSortable: true, accessor: (row) => STATE_LABELS[row.state], width: 144 },
  { id: 'sent', header: 'Data invio', accessor: (row) => row.sent, width: 120 },
];

const onView = fn();

/** Typed for the story's rows: a generic component cannot be given to `Meta` otherwise. */
const RequestTable = DataTable<RequestRow>;

const sortRows = (rows: readonly RequestRow[], sort: DataTableSortDescriptor | undefined) => {
  if (!sort) return rows;
  const key = sort.column as keyof RequestRow;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * a[key].localeCompare(b[key], 'it'));
};

/** Sorts the rows as the server would, so that the story behaves like a list page. */
const SortedTable = (args: Parameters<typeof RequestTable>[0]) => {
  const [sort, setSort] = useState(args.sortDescriptor);
  return (
    <RequestTable
      {...args}
      rows={sortRows(args.rows, sort)}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
    />
  );
};

const meta = {
  title: 'Components/DataTable',
  component: RequestTable,
  render: (args) => <SortedTable {...args} />,
  args: {
    caption: 'Lista Richieste',
    columns,
    rows: makeRows(5),
    getRowId: (row) => row._id,
    sortDescriptor: { column: 'identifier', direction: 'ascending' },
    onSortChange: fn(),
    renderActions: (row) => (
      <Button
        variant="link"
        aria-label={`Visualizza richiesta ${row.identifier}`}
        onPress={() => onView(row._id)}
      >
        Visualizza
      </Button>
    ),
  },
} satisfies Meta<typeof RequestTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Lista Richieste' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('columnheader', { name: 'Identificativo' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('rowheader', { name: '2026/000001' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('columnheader', { name: 'Titolo dello studio' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'studyTitle', direction: 'ascending' });
    await expect(canvas.getByRole('columnheader', { name: /Titolo dello studio/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Identificativo' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getByRole('gridcell', { name: TITLES[2] })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Visualizza richiesta 2026/000002' }));
    await expect(onView).toHaveBeenCalledWith('request-2');
  },
};

/** Sorting with the keyboard through React Aria's table tester, as a keyboard-only user would. */
export const KeyboardSorting: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tester = new User({ interactionType: 'keyboard' }).createTester('Table', {
      root: canvas.getByRole('grid', { name: 'Lista Richieste' }),
    });

    await tester.toggleSort({ column: 'Sperimentatore principale' });
    const header = canvas.getByRole('columnheader', { name: /Sperimentatore principale/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(header).toHaveFocus();
    await expect(within(tester.getRows()[0] as HTMLElement).getByText('Anna Ferrari')).toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'principalInvestigator',
      direction: 'descending',
    });
    await expect(within(tester.getRows()[0] as HTMLElement).getByText('Sara Gialli')).toBeInTheDocument();
  },
};

/** Arrow keys move through rows and cells; the actions are reached the same way. */
export const KeyboardNavigation: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const rows = within(canvas.getByRole('grid')).getAllByRole('row');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const action = canvas.getByRole('button', { name: 'Visualizza richiesta 2026/000002' });
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onView).toHaveBeenCalledWith('request-2');
  },
};

export const Empty: Story = {
  args: { ...Default.args, rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Lista Richieste' });
    await expect(within(table).getByText('Nessun risultato')).toBeVisible();
  },
};

export const EmptyWithMessage: Story = {
  args: { ...Default.args, rows: [], emptyMessage: 'Nessuna richiesta corrisponde ai filtri.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nessuna richiesta corrisponde ai filtri.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { ...Default.args, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Caricamento in corso…' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('grid', { name: 'Lista Richieste' }).closest('[aria-busy="true"]'),
    ).not.toBeNull();
    await expect(canvas.queryByText('2026/000001')).toBeNull();
  },
};

export const LoadError: Story = {
  args: {
    ...Default.args,
    errorMessage: 'Impossibile caricare le richieste. Riprova più tardi.',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossibile caricare le richieste.');
    await expect(canvas.queryByRole('grid')).toBeNull();
    const retry = canvas.getByRole('button', { name: 'Riprova' });
    await userEvent.click(retry);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** Exactly 32 characters: shown whole, with no tooltip. */
const NAME_OF_32 = 'Giovanni Battista Rossi Ferraris';

const longRows = makeRows(3).map((row, index) =>
  index === 0
    ? {
        ...row,
        studyTitle:
          'Studio clinico randomizzato, in doppio cieco, sulla sicurezza e l’efficacia di un nuovo anticoagulante orale',
        principalInvestigator: 'Maria Antonietta Fioravanti Della Rovere',
      }
    : index === 1
      ? { ...row, principalInvestigator: NAME_OF_32, studyTitle: 'Studio di fase II in oncologia' }
      : row,
);

/**
 * A text over 32 characters shows its first 32 and '...'; its whole text is what screen readers read,
 * and a tooltip shows it on hover or keyboard focus. A text of exactly 32 characters is shown whole.
 */
export const LongText: Story = {
  args: { ...Default.args, rows: longRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fullTitle = longRows[0]?.studyTitle ?? '';
    await expect(canvas.getByRole('gridcell', { name: fullTitle })).toBeInTheDocument();
    await expect(canvas.getByText('Studio clinico randomizzato, in ...')).toBeVisible();
    const cutName = canvas.getByText('Maria Antonietta Fioravanti Dell...');
    await expect(cutName).toBeVisible();
    // The eye reads the cut text; the cell's name is the whole one.
    await expect(cutName).toHaveAttribute('aria-hidden', 'true');
    await expect(
      canvas.getByRole('gridcell', { name: 'Maria Antonietta Fioravanti Della Rovere' }),
    ).toBeInTheDocument();
    const whole = canvas.getByText(NAME_OF_32);
    await expect(whole).toBeVisible();
    await expect(whole).not.toHaveAttribute('aria-hidden');

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent('Maria Antonietta Fioravanti Della Rovere');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    // The next row's name of 32 characters is plain text: the arrow lands on its cell, no tooltip opens.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('gridcell', { name: NAME_OF_32 })).toHaveFocus();
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();

    // A pointer press first: React Aria opens tooltips on hover only after a pointer interaction.
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Data invio' }));
    await userEvent.hover(canvas.getByText('Studio clinico randomizzato, in ...'));
    await expect(await within(document.body).findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(
      fullTitle,
    );
  },
};

/** Ten rows are part of the page, which scrolls: the table is no box of its own, and every row is drawn. */
export const PageScrolls: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Default.args, rows: makeRows(10) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Lista Richieste' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(table.scrollHeight).toBeLessThanOrEqual(table.clientHeight);
    await expect(within(table).getByRole('rowheader', { name: '2026/000010' })).toBeVisible();
  },
};

/** The secretariat's list: PENDING rows stand out, with a label that screen readers read. */
export const HighlightedForSecretariat: Story = {
  globals: { role: 'SEG' },
  args: {
    ...Default.args,
    isRowHighlighted: (row) => row.state === 'PENDING',
    highlightLabel: 'In attesa di valutazione',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const highlighted = canvas.getAllByRole('row').filter((row) => row.hasAttribute('data-highlighted'));
    await expect(highlighted).toHaveLength(2);
    for (const row of highlighted) {
      await expect(within(row).getByRole('rowheader')).toHaveTextContent(/^In attesa di valutazione: 2026\//);
    }
  },
};

/** The applicant's list: rows to integrate stand out, with the default label. */
export const HighlightedForApplicant: Story = {
  globals: { role: 'RIC' },
  args: { ...Default.args, isRowHighlighted: (row) => row.state === 'TO_INTEGRATE' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /In evidenza: 2026\/000002/ });
    await expect(row).toHaveAttribute('data-highlighted', 'true');
  },
};

export const VisibleCaption: Story = {
  args: { ...Default.args, caption: 'Lista Richieste in lavorazione', showCaption: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lista Richieste in lavorazione')).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Lista Richieste in lavorazione' })).toBeInTheDocument();
  },
};

/**
 * On a phone (under 768 pixels) each row is a card of label and value pairs with its actions, so
 * nothing scrolls sideways; 'Ordina per' takes the headers' place and sorts with the keyboard.
 */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Lista Richieste' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    const [first] = cards;
    if (!first) throw new Error('No card');
    await expect(within(first).getByText('Stato')).toBeVisible();
    await expect(within(first).getByText('In valutazione')).toBeVisible();
    const view = within(first).getByRole('button', { name: 'Visualizza richiesta 2026/000001' });
    await expect(view).toBeVisible();
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(first.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

    const sortBy = canvas.getByRole('button', { name: /Ordina per$/ });
    sortBy.focus();
    await userEvent.keyboard('{Enter}');
    const option = await within(document.body).findByRole('option', { name: 'Oggetto (decrescente)' });
    await userEvent.click(option);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'subject', direction: 'descending' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...Default.args, caption: 'Requests', rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No results')).toBeVisible();
  },
};

const manyRows = makeRows(1000);

/** A thousand rows: only those in view are in the page, and the keyboard reaches the last one. */
export const ManyRows: Story = {
  args: { ...Default.args, rows: manyRows },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Lista Richieste' });
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(100);

    await userEvent.tab();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(await within(table).findByRole('row', { name: /^2026\/001000/ })).toHaveFocus();
  },
};
