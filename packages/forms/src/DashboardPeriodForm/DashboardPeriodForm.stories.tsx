import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, press, typeDate } from '../internal/storyHelpers';
import { DashboardPeriodForm } from './DashboardPeriodForm';

const LAST_YEAR = { from: '2025-11-25', to: '2026-11-24' };

const meta = {
  title: 'Patterns/DashboardPeriodForm',
  component: DashboardPeriodForm,
  args: { period: LAST_YEAR, defaultPeriod: LAST_YEAR, onChange: fn() },
} satisfies Meta<typeof DashboardPeriodForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new start day typed by keyboard and one type chosen: the figures are asked for that period and type. */
export const ChoosePeriodAndType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Periodo delle statistiche' })).toBeVisible();
    await typeDate(canvas.getByRole('group', { name: /^Dal/ }), '01012026');
    await chooseOption(
      canvas.getByRole('button', { name: /Tipologia/ }),
      'F - Uso compassionevole di medicinale sottoposto a sperimentazione clinica',
    );
    await press(canvas.getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({ from: '2026-01-01', to: '2026-11-24', type: 'F' }),
    );
  },
};

/** A start after the end: the form says so beside the end day and asks for nothing. */
export const EndBeforeStart: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeDate(canvas.getByRole('group', { name: /^Al/ }), '01012025');
    await press(canvas.getByRole('button', { name: 'Cerca' }));
    await expect(
      await canvas.findByText('La data di fine non può precedere la data di inizio'),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** 'Cancella' goes back to the default period, for every type. */
export const BackToDefault: Story = {
  args: { period: { from: '2026-01-01', to: '2026-03-31', type: 'A1' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancella' }));
    await expect(args.onChange).toHaveBeenCalledWith(LAST_YEAR);
  },
};
