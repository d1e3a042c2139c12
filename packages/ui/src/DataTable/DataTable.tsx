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
import { useTheme } from 'styled-components';
import { Button } from '../Button';
import { UI_NAMESPACE } from '../i18n/resources';
import { useMediaQuery } from '../internal/useMediaQuery';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import { Tooltip } from '../Tooltip';
import {
  Actions,
  Caption,
  CardItem,
  CardList,
  CardPair,
  CardPairs,
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
  /**
   * The length from which a text of this column is cut (at the table's `truncateAt`, with '...') and
   * offered whole in a tooltip: the meeting list's agendas are cut from 32 characters, 32 included.
   * @default the table's `truncateAt` + 1 (a text of exactly `truncateAt` characters stays whole)
   */
  truncateFrom?: number;
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
  /**
   * Text cells longer than this many characters show only their first `truncateAt` characters and
   * '...'; the whole text is in a tooltip (hover and keyboard focus) and read by screen readers.
   * On a phone's cards the text is whole. @default 32
   */
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

/**
 * Up to this many rows the table is an ordinary part of the page, which scrolls as a whole; above
 * it only the rows in view are drawn (React Aria's Virtualizer), in a box of their own.
 */
export const VIRTUALIZE_ABOVE = 50;

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
 * A text cut at `truncateAt` characters: the eye reads the cut text, which screen readers skip so that
 * no half word is read aloud, and screen readers read the whole one. It is focusable but out of the tab
 * order: the table's arrow keys move focus onto it (React Aria focuses a cell's first focusable
 * child), which opens the tooltip with the whole text, so keyboard users can read it too.
 */
const CutText = ({ text, shown }: { text: string; shown: string }) => {
  const ref = useRef<HTMLSpanElement>(null);
  const { focusableProps } = useFocusable({ excludeFromTabOrder: true }, ref);
  // The text is already in the cell for screen readers; describing it again would read it twice.
  const { 'aria-describedby': _described, ...triggerProps } = focusableProps;
  return (
    <TruncatedTrigger ref={ref} {...triggerProps}>
      <CellText aria-hidden="true">{shown}</CellText>
      <VisuallyHidden>{text}</VisuallyHidden>
    </TruncatedTrigger>
  );
};

const TextCell = ({
  text,
  truncateAt,
  truncateFrom,
}: {
  text: string;
  truncateAt: number;
  truncateFrom?: number;
}) => {
  const shown = truncateText(text, truncateAt, truncateFrom);
  return shown === text ? (
    <CellText>{text}</CellText>
  ) : (
    <Tooltip content={text}>
      <CutText text={text} shown={shown} />
    </Tooltip>
  );
};

const SORT_GLYPHS = { ascending: '▲', descending: '▼' } as const;

/**
 * A table of rows with sortable columns, built on React Aria's Table: arrow keys move between rows
 * and cells, Enter or Space on a sortable header sorts, and headers carry `aria-sort`. Sorting,
 * paging and loading are the caller's: the table shows the rows it is given.
 *
 * The page scrolls, not the table: up to `VIRTUALIZE_ABOVE` rows it is an ordinary table; above,
 * only the rows in view are drawn (React Aria's Virtualizer), inside 70% of the window's height, so a
 * thousand rows stay quick. Under the md breakpoint (a phone) each row is a card of label and value
 * pairs with its actions, and a 'Ordina per' choice replaces the headers: nothing scrolls sideways.
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
  const theme = useTheme();
  const isNarrow = useMediaQuery(`(width < ${theme.breakpoint.md})`);
  const captionId = useId();
  const hasRowHeader = columns.some((column) => column.isRowHeader);
  const highlightText = highlightLabel ?? t('dataTable.highlighted');

  const isVirtual = rows.length > VIRTUALIZE_ABOVE;
  const sortOptions = columns
    .filter((column) => column.isSortable)
    .flatMap((column) =>
      (['ascending', 'descending'] as const).map((direction) => ({
        id: `${column.id}:${direction}`,
        label: t('dataTable.sortOption', { column: column.header, direction: t(`dataTable.${direction}`) }),
      })),
    );

  const renderCell = (column: DataTableColumn<T>, row: T) =>
    column.render ? (
      column.render(row)
    ) : (
      <TextCell
        text={textOf(column.accessor(row))}
        truncateAt={truncateAt}
        truncateFrom={column.truncateFrom}
      />
    );

  const table = (
    <StyledTable
      aria-labelledby={captionId}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      $isEmpty={isLoading || rows.length === 0}
      $isVirtual={isVirtual}
    >
      <TableHeader>
        {columns.map((column, index) => (
          <Column
            key={column.id}
            id={column.id}
            allowsSorting={column.isSortable}
            isRowHeader={column.isRowHeader ?? (!hasRowHeader && index === 0)}
            width={isVirtual ? column.width : undefined}
            minWidth={isVirtual && typeof column.width !== 'number' ? MIN_COLUMN_WIDTH : undefined}
            // An ordinary table sizes its columns by their content; a fixed width stays fixed.
            style={!isVirtual && typeof column.width === 'number' ? { width: column.width } : undefined}
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
          <Column id={ACTIONS_COLUMN} minWidth={isVirtual ? MIN_COLUMN_WIDTH : undefined}>
            <CellText>{actionsHeader ?? t('dataTable.actions')}</CellText>
          </Column>
        )}
      </TableHeader>
      <TableBody
        items={isLoading ? [] : rows}
        dependencies={[columns, truncateAt, isRowHighlighted, highlightText, renderActions]}
        renderEmptyState={() => (
          <StateMessage>{isLoading ? <Spinner /> : (emptyMessage ?? t('dataTable.empty'))}</StateMessage>
        )}
      >
        {(row) => {
          const isHighlighted = isRowHighlighted?.(row) ?? false;
          return (
            <Row id={getRowId(row)} data-highlighted={isHighlighted || undefined}>
              {columns.map((column, index) => (
                <Cell key={column.id}>
                  {isHighlighted && index === 0 && <VisuallyHidden>{`${highlightText}: `}</VisuallyHidden>}
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
      ) : isNarrow ? (
        <>
          {sortOptions.length > 0 && onSortChange && (
            <Select
              label={t('dataTable.sortBy')}
              items={sortOptions}
              value={sortDescriptor ? `${sortDescriptor.column}:${sortDescriptor.direction}` : null}
              onChange={(key) => {
                const [column, direction] = String(key).split(':');
                if (column && (direction === 'ascending' || direction === 'descending'))
                  onSortChange({ column, direction });
              }}
            />
          )}
          {isLoading || rows.length === 0 ? (
            <StateMessage>{isLoading ? <Spinner /> : (emptyMessage ?? t('dataTable.empty'))}</StateMessage>
          ) : (
            <CardList aria-labelledby={captionId}>
              {rows.map((row) => {
                const isHighlighted = isRowHighlighted?.(row) ?? false;
                return (
                  <CardItem key={getRowId(row)} data-highlighted={isHighlighted || undefined}>
                    {isHighlighted && <VisuallyHidden>{`${highlightText}: `}</VisuallyHidden>}
                    <CardPairs>
                      {columns.map((column) => (
                        // Whole texts: a card has room for them, and a touch screen no hover for a tooltip.
                        <CardPair key={column.id}>
                          <dt>{column.header}</dt>
                          <dd>{column.render ? column.render(row) : textOf(column.accessor(row))}</dd>
                        </CardPair>
                      ))}
                    </CardPairs>
                    {renderActions && <Actions>{renderActions(row)}</Actions>}
                  </CardItem>
                );
              })}
            </CardList>
          )}
        </>
      ) : isVirtual ? (
        <Virtualizer layout={TableLayout} layoutOptions={LAYOUT_OPTIONS}>
          {table}
        </Virtualizer>
      ) : (
        table
      )}
    </Root>
  );
};
