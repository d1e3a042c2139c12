import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { UI_NAMESPACE } from '../i18n/resources';
import { FieldLabel } from '../internal/Field';
import { Select } from '../Select';
import { JumpField, JumpInput, Nav, PageSize, PageStatus, Stepper, Total } from './Pagination.styles';

export interface PaginationProps {
  /** The current page, counted from 1; shown clamped between 1 and the last page. */
  page: number;
  /** Rows per page. @default 10 */
  pageSize?: number;
  /** Rows across all pages; the last page is `ceil(total / pageSize)`, and at least 1. */
  total: number;
  /** Called with the page to show, always between 1 and the last page. */
  onPageChange: (page: number) => void;
  /**
   * Called with the rows per page chosen; the caller usually goes back to page 1. Without it the
   * page size is fixed and no choice is shown. @default undefined
   */
  onPageSizeChange?: (pageSize: number) => void;
  /** The page sizes offered. @default [10, 20, 30, 40, 50] */
  pageSizeOptions?: readonly number[];
  /** Names the navigation landmark, which tells apart two paginations on one page. @default 'Paginazione' */
  label?: string;
}

const PAGE_SIZES = [10, 20, 30, 40, 50] as const;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Previous / next, 'Pagina X di Y' (announced politely when it changes), a field to jump to a page
 * and the page-size choice. Every page it asks for lies between 1 and the last page.
 */
export const Pagination = ({
  page,
  pageSize = 10,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZES,
  label,
}: PaginationProps) => {
  const { t } = useTranslation(UI_NAMESPACE);
  const stepperRef = useRef<HTMLDivElement>(null);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = clamp(page, 1, pageCount);

  // A button disabled under keyboard focus would drop focus to the page: hand it to the other one.
  const goTo = (target: number) => {
    onPageChange(target);
    const [previous, next] = stepperRef.current?.querySelectorAll('button') ?? [];
    if (target === 1) next?.focus();
    if (target === pageCount) previous?.focus();
  };

  return (
    <Nav aria-label={label ?? t('pagination.label')}>
      <Stepper ref={stepperRef}>
        <Button variant="secondary" isDisabled={current <= 1} onPress={() => goTo(current - 1)}>
          <span aria-hidden="true">‹</span>
          {t('pagination.previous')}
        </Button>
        <PageStatus role="status">{t('pagination.pageOf', { page: current, pageCount })}</PageStatus>
        <Button variant="secondary" isDisabled={current >= pageCount} onPress={() => goTo(current + 1)}>
          {t('pagination.next')}
          <span aria-hidden="true">›</span>
        </Button>
      </Stepper>
      <JumpField
        value={current}
        minValue={1}
        maxValue={pageCount}
        step={1}
        isDisabled={pageCount === 1}
        // React Aria clamps the typed value to 1..pageCount when it is committed (Enter or blur).
        onChange={(value) => {
          if (Number.isFinite(value) && value !== current) onPageChange(value);
        }}
      >
        <FieldLabel>{t('pagination.jumpTo')}</FieldLabel>
        <JumpInput />
      </JumpField>
      {onPageSizeChange && (
        <PageSize>
          <Select
            label={t('pagination.pageSize')}
            items={pageSizeOptions.map((size) => ({ id: size, label: String(size) }))}
            value={pageSize}
            onChange={(size) => {
              if (typeof size === 'number' && size !== pageSize) onPageSizeChange(size);
            }}
          />
        </PageSize>
      )}
      <Total>{t('pagination.total', { count: total })}</Total>
    </Nav>
  );
};
