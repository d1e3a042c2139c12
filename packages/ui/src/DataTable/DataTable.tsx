import { type ReactNode, useId, useRef } from 'react';
import { useFocusable, VisuallyHidden } from 'react-aria';
import {
  Cell,
  Column,
  Row,
  type SortDescriptor,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { UI_NAMESPACE } from '../i18n/resources';
import { Spinner } from '../Spinner';
import { Tooltip } from '../Tooltip';
import {
  Actions,
  Caption,
  CellText,
  ErrorText,
  Root,
  SortIndicator,
  StateMessage,
  StyledTable,
  TruncatedTrigger,
} from './DataTable.styles';
import { truncateText } from './truncateText';

export type DataTableSortDescriptor = SortDescriptor;

interface DataTableColumnBase {
  /** Unique key of the column; the sort descriptor names the sorted column by it. */
  id: string;
  /** The header's label. */
  header: string;
  /** Whether the header sorts the rows when pressed. @default false */
  isSortable?: boolean;
  /** Width in pixels or as a share of the free space (`'2fr'`). @default '1fr' */
  width?: number | `${number}fr`;
  /** Whether the column names its row for screen readers. @default true for the first column only */
  isRowHeader?: boolean;
}

/**
 * A column either shows text, which is truncated with the full text in a tooltip, or renders
 * anything (a badge, a link), which is shown as it is.
 */
export type DataTableColumn<T> = DataTableColumnBase &
  (
    | { /** The cell's text. */ accessor: (row: T) => string | number | null | undefined; render?: never }
    | { /** The cell's content. */ render: (row: T) => ReactNode; accessor?: never }
  );

export interface DataTableProps<T> {
  /** Names the table for screen readers (and on screen when `showCaption` is set). */
  caption: string;
  /** Whether the caption is visible; otherwise only screen readers read it. @default false */
  showCaption?: boolean;
  /** The columns, in order. */
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page. */
  rows: readonly T[];
  /** A stable, unique key of a row, such as its `_id`. */
  getRowId: (row: T) => string | number;
  /** The column and direction the rows are sorted by. @default undefined (unsorted) */
  sortDescriptor?: DataTableSortDescriptor;
  /** Called with the new sort when a sortable header is pressed; the caller sorts the rows. @default undefined */
  onSortChange?: (sortDescriptor: DataTableSortDescriptor) => void;
  /** Text cells longer than this many characters are cut, with '...' and the full text in a tooltip. @default 32 */
  truncateAt?: number;
  /** Rows for which it returns true stand out (background, bar and bold text, plus a hidden label). @default undefined */
  isRowHighlighted?: (row: T) => boolean;
  /** What screen readers hear on a highlighted row, e.g. 'In attesa di valutazione'. @default 'In evidenza' */
  highlightLabel?: string;
  /** The actions of a row (view, edit); when given, the table ends with an actions column. @default undefined */
  renderActions?: (row: T) => ReactNode;
  /** Label of the actions column. @default 'Azioni' */
  actionsHeader?: string;
  /** Whether the rows are being loaded: the body shows a spinner and the table is `aria-busy`. @default false */
  isLoading?: boolean;
  /** Shown when there are no rows. @default 'Nessun risultato' */
  emptyMessage?: string;
  /** When set, the rows could not be loaded: this message is shown instead of the table. @default undefined */
  errorMessage?: string;
  /** Called by the 'Riprova' button shown with `errorMessage`; without it there is no button. @default undefined */
  onRetry?: () => void;
}

const ACTIONS_COLUMN = 'dataTable.actions';

/*
 * Fixed heights of two lines of text: React Aria's virtualizer keeps the focused row in view reliably
 * only with fixed heights (with estimated ones, Ctrl+End lost focus on the 1,000-row story).
 */
const LAYOUT_OPTIONS = { rowHeight: 64, headingHeight: 64 };

/**
 * Wide enough for 32 characters and '...' on two lines, unless the column has its own width; narrow
 * enough that a list of nine columns and its actions fits a 1280-pixel screen without scrolling sideways.
 */
const MIN_COLUMN_WIDTH = 150;

const textOf = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/**
 * Text cut for the eye, whole for screen readers. It is focusable but out of the tab order: the
 * table's arrow keys move focus onto it (React Aria focuses a cell's first focusable child), which
 * opens the tooltip, so keyboard users can read the full text too.
 */
const TruncatedText = ({ text, shown }: { text: string; shown: string }) => {
  const ref = useRef<HTMLSpanElement>(null);
  const { focusableProps } = useFocusable({ excludeFromTabOrder: true }, ref);
  // The full text is already in the cell for screen readers; describing it again would read it twice.
  const { 'aria-describedby': _described, ...triggerProps } = focusableProps;
  return (
    <TruncatedTrigger ref={ref} {...triggerProps}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </TruncatedTrigger>
  );
};

const TextCell = ({ text, truncateAt }: { text: string; truncateAt: number }) => {
  const shown = truncateText(text, truncateAt);
  return (
    <CellText>
      {shown === text ? (
        text
      ) : (
        <Tooltip content={text}>
          <TruncatedText text={text} shown={shown} />
        </Tooltip>
      )}
    </CellText>
  );
};

const SORT_GLYPHS = { ascending: '▲', descending: '▼' } as const;

/**
 * A table of rows with sortable columns, built on React Aria's Table: arrow keys move between rows
 * and cells, Enter or Space on a sortable header sorts, and headers carry `aria-sort`. Sorting,
 * paging and loading are the caller's: the table shows the rows it is given.
 *
 * Only the rows and columns in view are in the page (React Aria's Virtualizer), so a thousand rows
 * stay quick; the table scrolls inside 70% of the window's height, and sideways on narrow screens.
 */
export const DataTable = <T,>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowId,
  sortDescriptor,
  onSortChange,
  truncateAt = 32,
  isRowHighlighted,
  highlightLabel,
  renderActions,
  actionsHeader,
  isLoading = false,
  emptyMessage,
  errorMessage,
  onRetry,
}: DataTableProps<T>) => {
  const { t } = useTranslation(UI_NAMESPACE);
  const captionId = useId();
  const hasRowHeader = columns.some((column) => column.isRowHeader);
  const highlightText = highlightLabel ?? t('dataTable.highlighted');

  const renderCell = (column: DataTableColumn<T>, row: T) =>
    column.render ? (
      column.render(row)
    ) : (
      <TextCell text={textOf(column.accessor(row))} truncateAt={truncateAt} />
    );

  return (
    <Root aria-busy={isLoading || undefined}>
      {showCaption ? (
        <Caption id={captionId}>{caption}</Caption>
      ) : (
        <VisuallyHidden id={captionId}>{caption}</VisuallyHidden>
      )}
      {errorMessage ? (
        <StateMessage>
          <ErrorText role="alert">{errorMessage}</ErrorText>
          {onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              {t('dataTable.retry')}
            </Button>
          )}
        </StateMessage>
      ) : (
        <Virtualizer layout={TableLayout} layoutOptions={LAYOUT_OPTIONS}>
          <StyledTable
            aria-labelledby={captionId}
            sortDescriptor={sortDescriptor}
            onSortChange={onSortChange}
            $isEmpty={isLoading || rows.length === 0}
          >
            <TableHeader>
              {columns.map((column, index) => (
                <Column
                  key={column.id}
                  id={column.id}
                  allowsSorting={column.isSortable}
                  isRowHeader={column.isRowHeader ?? (!hasRowHeader && index === 0)}
                  width={column.width}
                  minWidth={typeof column.width === 'number' ? undefined : MIN_COLUMN_WIDTH}
                >
                  {({ allowsSorting, sortDirection }) => (
                    <CellText>
                      {column.header}
                      {allowsSorting && sortDirection && (
                        <SortIndicator aria-hidden="true">{SORT_GLYPHS[sortDirection]}</SortIndicator>
                      )}
                    </CellText>
                  )}
                </Column>
              ))}
              {renderActions && (
                <Column id={ACTIONS_COLUMN} minWidth={MIN_COLUMN_WIDTH}>
                  <CellText>{actionsHeader ?? t('dataTable.actions')}</CellText>
                </Column>
              )}
            </TableHeader>
            <TableBody
              items={isLoading ? [] : rows}
              dependencies={[columns, truncateAt, isRowHighlighted, highlightText, renderActions]}
              renderEmptyState={() => (
                <StateMessage>
                  {isLoading ? <Spinner /> : (emptyMessage ?? t('dataTable.empty'))}
                </StateMessage>
              )}
            >
              {(row) => {
                const isHighlighted = isRowHighlighted?.(row) ?? false;
                return (
                  <Row id={getRowId(row)} data-highlighted={isHighlighted || undefined}>
                    {columns.map((column, index) => (
                      <Cell key={column.id}>
                        {isHighlighted && index === 0 && (
                          <VisuallyHidden>{`${highlightText}: `}</VisuallyHidden>
                        )}
                        {renderCell(column, row)}
                      </Cell>
                    ))}
                    {renderActions && (
                      <Cell>
                        <Actions>{renderActions(row)}</Actions>
                      </Cell>
                    )}
                  </Row>
                );
              }}
            </TableBody>
          </StyledTable>
        </Virtualizer>
      )}
    </Root>
  );
};
