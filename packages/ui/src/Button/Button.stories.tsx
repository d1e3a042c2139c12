import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { TriggerButton } from './TriggerButton';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Cerca', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cerca' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { ...Primary.args, variant: 'secondary', children: 'Cancella' } };

export const Danger: Story = { args: { ...Primary.args, variant: 'danger', children: 'Cancella bozza' } };

export const Link: Story = { args: { ...Primary.args, variant: 'link', children: 'Torna Indietro' } };

export const LongText: Story = {
  args: { ...Primary.args, children: 'Invia la richiesta di integrazione al richiedente con il commento' },
};

export const Disabled: Story = {
  args: { ...Primary.args, isDisabled: true, children: 'Scarica Lista' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Scarica Lista' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardPress: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cerca' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // The focus ring shows for a keyboard user (the browser's :focus-visible).
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Pending: Story = {
  args: { ...Primary.args, isPending: true, children: 'Scarica verbale' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Scarica verbale' });
    // Still reachable by Tab and announced as busy; a second press does nothing.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The React Aria button for triggers and slots looks the same and answers the same keys. */
export const Trigger: Story = {
  render: (args) => (
    <TriggerButton variant="secondary" onPress={args.onPress}>
      Scarica Lista
    </TriggerButton>
  ),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Scarica Lista' });
    await userEvent.tab();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
