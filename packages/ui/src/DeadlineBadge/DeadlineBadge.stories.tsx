import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeadlineBadge } from './DeadlineBadge';

const meta = {
  title: 'Components/DeadlineBadge',
  component: DeadlineBadge,
  args: { dueDate: '12/05/2027', daysLeft: 120 },
} satisfies Meta<typeof DeadlineBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Scade il 12/05/2027, mancano 120 giorni');
    await expect(getComputedStyle(badge).color).toBe('rgb(92, 111, 130)');
  },
};

export const WithinThirtyDays: Story = {
  args: { ...Running.args, daysLeft: 30 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Scade il 12/05/2027, mancano 30 giorni')).toBeVisible();
  },
};

export const LastDay: Story = {
  args: { ...Running.args, daysLeft: 1 },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Scade il 12/05/2027, manca 1 giorno');
    await expect(getComputedStyle(badge).color).toBe('rgb(192, 42, 67)');
  },
};

export const DueToday: Story = {
  args: { ...Running.args, daysLeft: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Scade oggi, 12/05/2027')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...Running.args, daysLeft: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Due on 12/05/2027, 7 days left')).toBeVisible();
  },
};

export const Lapsed: Story = {
  args: { ...Running.args, daysLeft: 0, isLapsed: true },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Termine scaduto il 12/05/2027');
    await expect(getComputedStyle(badge).color).toBe('rgb(192, 42, 67)');
    await expect(badge.textContent).toBe('✕Termine scaduto il 12/05/2027');
  },
};
