import { Table } from 'react-aria-components';
import styled, { css } from 'styled-components';

const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.color.focusRing};
  outline-offset: -3px;
`;

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
`;

export const Caption = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/*
 * Texts are cut at 32 characters by the component, not by the column's width: in the page's table a
 * text wraps as its column needs. Not 'anywhere': a column is as wide as its longest word, never cut
 * inside one.
 */
export const CellText = styled.span`
  overflow-wrap: break-word;
`;

/*
 * A virtualised table is its own scroll container (React Aria's Virtualizer renders only the rows and
 * columns in view); an ordinary one is part of the page, whose scroll shows every row.
 */
const virtualBox = css<{ $isEmpty: boolean }>`
  display: block;
  max-height: 70vh;
  /* Without rows the virtualizer sizes the body to the table's height, which then needs one. */
  min-height: ${({ $isEmpty }) => ($isEmpty ? '12rem' : 'auto')};
  overflow: auto;
  /* Fixed row heights (the virtualizer needs them) hold two lines: 32 characters and '...' fit there. */
  ${CellText} {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
`;

/* Rows as tall as their text, columns as wide as their content needs. */
const pageTable = css`
  display: table;
  border-collapse: collapse;
  [role='columnheader'],
  [role='rowheader'],
  [role='gridcell'] {
    display: table-cell;
    height: auto;
    padding-block: ${({ theme }) => theme.space.sm};
    vertical-align: middle;
  }
`;

export const StyledTable = styled(Table)<{ $isEmpty: boolean; $isVirtual: boolean }>`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  [role='columnheader'],
  [role='rowheader'],
  [role='gridcell'] {
    box-sizing: border-box;
    display: flex;
    align-items: center;
    height: 100%;
    /* Narrow gutters: nine columns and the actions fit a 1280-pixel screen. */
    padding: 0 ${({ theme }) => theme.space.sm};
    overflow: hidden;
    font-weight: inherit;
    text-align: start;
    /* The ring of a focused truncated text goes round its cell: an inline outline breaks across lines. */
    &[data-focus-visible],
    &:has(:focus-visible) {
      ${focusRing}
    }
  }

  [role='columnheader'] {
    border-bottom: 2px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    &[data-allows-sorting] {
      cursor: pointer;
    }
    &[data-hovered] {
      text-decoration: underline;
    }
  }

  [role='rowheader'],
  [role='gridcell'] {
    border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }

  [role='row'] {
    &[data-hovered] {
      background: ${({ theme }) => theme.color.surface};
    }
    &[data-focus-visible] {
      ${focusRing}
    }
    /* Not colour alone: a bar on the first cell and bolder text, plus a hidden label for screen readers. */
    &[data-highlighted] {
      background: ${({ theme }) => theme.color.highlight};
      font-weight: ${({ theme }) => theme.font.weight.semibold};
      & > :first-child {
        box-shadow: inset 6px 0 0 ${({ theme }) => theme.color.warning};
      }
    }
  }

  ${({ $isVirtual }) => ($isVirtual ? virtualBox : pageTable)}
`;

/** Under the md breakpoint: one card per row, in a list named by the table's caption. */
export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
  /* As a highlighted row: a bar, a background and bolder text, plus the hidden label. */
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.highlight};
    box-shadow: inset 6px 0 0 ${({ theme }) => theme.color.warning};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const CardPairs = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
`;

/** A label and its value, side by side; `display: contents` keeps the dl's two columns. */
export const CardPair = styled.div`
  display: contents;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

export const SortIndicator = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.primary};
`;

export const TruncatedTrigger = styled.span`
  cursor: default;
  &:focus-visible {
    outline: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StateMessage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
