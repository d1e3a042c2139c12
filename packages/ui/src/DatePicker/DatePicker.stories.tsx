import { CalendarDate, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Components/Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Data di inizio', defaultValue: parseDate('2026-03-02'), onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const shownDate = (group: HTMLElement) => group.textContent?.replace(/[\u200e\u200f\u2066-\u2069]/g, '');

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Data di inizio' });
    await expect(shownDate(group)).toBe('02/03/2026');

    // Keyboard: Alt+ArrowDown opens the calendar on the chosen day; arrows move, Enter chooses.
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/marzo 2026/i);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /\b2 marzo 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 3));
    await expect(shownDate(group)).toBe('03/03/2026');

    // Mouse: the calendar button, the next month, a day.
    await userEvent.click(canvas.getByRole('button', { name: /Apri il calendario/ }));
    const calendar = await within(document.body).findByRole('dialog');
    await userEvent.click(within(calendar).getByRole('button', { name: 'Mese successivo' }));
    await expect(within(calendar).getByRole('heading')).toHaveTextContent(/aprile 2026/i);
    await userEvent.click(within(calendar).getByRole('button', { name: /15 aprile 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 4, 15));
  },
};

export const KeyboardEscape: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Apri il calendario/ });
    await userEvent.click(button);
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { ...Default.args, defaultValue: undefined },
  play: async ({ canvasElement }) => {
    await expect(shownDate(within(canvasElement).getByRole('group', { name: 'Data di inizio' }))).toBe(
      'gg/mm/aaaa',
    );
  },
};

export const Required: Story = {
  args: { ...Empty.args, isRequired: true, description: 'La riunione inizia alle 9:00 di questo giorno.' },
};

/** A touched field whose date is before the allowed one: red text and border, earlier days disabled. */
export const Invalid: Story = {
  args: {
    ...Default.args,
    label: 'Data di fine',
    minValue: parseDate('2026-03-10'),
    isInvalid: true,
    errorMessage: 'La data di fine non può precedere la data di inizio (10/03/2026).',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = canvas.getByText('La data di fine non può precedere la data di inizio (10/03/2026).');
    await expect(getComputedStyle(error).color).toBe('rgb(192, 42, 67)');
    const group = canvas.getByRole('group', { name: 'Data di fine' });
    await expect(getComputedStyle(group).borderColor).toBe('rgb(192, 42, 67)');
    await userEvent.click(canvas.getByRole('button', { name: /Apri il calendario/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /\b9 marzo 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Without `isInvalid`, React Aria checks `minValue` itself and shows the error once the user leaves the field. */
export const ShowsErrorOnceTouched: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    ...Empty.args,
    label: 'Data di fine',
    minValue: parseDate('2026-03-10'),
    errorMessage: 'La data di fine non può precedere la data di inizio (10/03/2026).',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('01032026');
    await expect(canvas.queryByText(/non può precedere/)).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByText('La data di fine non può precedere la data di inizio (10/03/2026).'),
    ).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /giorno/i })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { ...Default.args, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Apri il calendario/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    ...Default.args,
    label: 'Data di inizio della riunione del Comitato Etico Territoriale per l’esame delle richieste',
    description: 'Le richieste inoltrate dopo questa data saranno esaminate nella riunione successiva.',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...Default.args, label: 'Start date' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownDate(canvas.getByRole('group', { name: 'Start date' }))).toBe('02/03/2026');
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeVisible();
  },
};
