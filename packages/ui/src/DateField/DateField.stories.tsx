import { CalendarDate, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Components/Forms/DateField',
  component: DateField,
  args: { label: 'Data di invio', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's text without the invisible direction marks React Aria puts around segments. */
const shownDate = (group: HTMLElement) => group.textContent?.replace(/[\u200e\u200f\u2066-\u2069]/g, '');

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Data di invio' });
    await expect(shownDate(group)).toBe('gg/mm/aaaa');
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /giorno/i })).toHaveFocus();
    await userEvent.keyboard('02032026');
    await expect(shownDate(group)).toBe('02/03/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 2));
    // Arrow keys change the focused segment: the year is still focused.
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2027, 3, 2));
  },
};

export const Filled: Story = {
  args: { ...Default.args, defaultValue: parseDate('2026-03-02') },
  play: async ({ canvasElement }) => {
    await expect(shownDate(within(canvasElement).getByRole('group', { name: 'Data di invio' }))).toBe(
      '02/03/2026',
    );
  },
};

export const Required: Story = {
  args: { ...Default.args, isRequired: true, description: 'Il giorno in cui la richiesta è stata inviata.' },
  play: async ({ canvasElement }) => {
    const day = within(canvasElement).getByRole('spinbutton', { name: /giorno/i });
    await expect(day).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: {
    ...Default.args,
    label: 'Data di fine',
    defaultValue: parseDate('2026-02-01'),
    isInvalid: true,
    errorMessage: 'La data di fine non può precedere la data di inizio.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La data di fine non può precedere la data di inizio.')).toBeVisible();
    const day = canvas.getByRole('spinbutton', { name: /giorno/i });
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/La data di fine non può precedere la data di inizio\./);
  },
};

export const Disabled: Story = {
  args: { ...Default.args, isDisabled: true, defaultValue: parseDate('2026-03-02') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: /giorno/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    ...Default.args,
    label:
      'Data di trasmissione della documentazione integrativa richiesta dalla segreteria tecnico-scientifica',
    description:
      'Se la documentazione è stata inviata in più riprese, indica la data dell’ultimo invio completo.',
  },
};

/** In English dates stay day-first (en-GB), as the spec writes them. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { ...Default.args, label: 'Sent on', defaultValue: parseDate('2026-03-02') },
  play: async ({ canvasElement }) => {
    await expect(shownDate(within(canvasElement).getByRole('group', { name: 'Sent on' }))).toBe('02/03/2026');
  },
};
