import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Holds page and page size as a list screen does: a new page size goes back to page 1. */
const ControlledPagination = (args: PaginationProps) => {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <Pagination
      {...args}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
      onPageSizeChange={
        args.onPageSizeChange &&
        ((next) => {
          setPageSize(next);
          setPage(1);
          args.onPageSizeChange?.(next);
        })
      }
    />
  );
};

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  render: (args) => <ControlledPagination {...args} />,
  args: { page: 1, pageSize: 10, total: 123, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Paginazione' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina 1 di 13');
    await expect(canvas.getByText('123 risultati')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Precedente' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Successiva' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina 2 di 13');
    await expect(canvas.getByRole('button', { name: 'Precedente' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Vai alla pagina' })).toHaveValue('2');
  },
};

/** Previous and next with Tab, Enter and Space. */
export const KeyboardPaging: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Successiva' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina 3 di 13');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Precedente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** On the last page next is disabled; reaching it by keyboard leaves focus on previous, not on the page. */
export const LastPage: Story = {
  args: { ...Default.args, page: 12 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Successiva' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(13);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina 13 di 13');
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Precedente' })).toHaveFocus();
  },
};

/** The page-jump field takes a typed page and clamps it to 1..last; arrow keys step through pages. */
export const PageJump: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Vai alla pagina' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(field).toHaveFocus();

    await userEvent.clear(field);
    await userEvent.type(field, '5{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina 5 di 13');

    await userEvent.clear(field);
    await userEvent.type(field, '99{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(13);
    await expect(field).toHaveValue('13');

    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);

    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina 2 di 13');
  },
};

/** Page sizes 10 to 50 from the keyboard; the story then returns to page 1, as a list screen does. */
export const PageSize: Story = {
  args: { ...Default.args, page: 4 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Righe per pagina/ });
    await expect(trigger).toHaveTextContent('10');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox', { name: 'Righe per pagina' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '30', '40', '50']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Pagina 1 di 7'));
  },
};

export const SingleResult: Story = {
  args: { ...Default.args, total: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 risultato')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina 1 di 1');
    await expect(canvas.getByRole('button', { name: 'Precedente' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Successiva' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Vai alla pagina' })).toBeDisabled();
  },
};

/** A fixed page size, as the new-meeting request picker's 5 rows: no choice is offered. */
export const FixedPageSize: Story = {
  args: { ...Default.args, pageSize: 5, total: 12, onPageSizeChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina 1 di 3');
    await expect(canvas.queryByRole('button', { name: /per pagina/i })).toBeNull();
    await expect(canvas.queryByText(/per pagina/i)).toBeNull();
  },
};

export const Empty: Story = {
  args: { ...Default.args, total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 risultati')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina 1 di 1');
  },
};

/** A page beyond the last (after rows were deleted) is shown as the last page. */
export const PageOutOfRange: Story = {
  args: { ...Default.args, page: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina 13 di 13');
    await expect(canvas.getByRole('button', { name: 'Successiva' })).toBeDisabled();
  },
};

export const English: Story = {
  args: { ...Default.args, total: 1234 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 1 of 124');
    await expect(canvas.getByText('1234 results')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
