import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  args: { label: 'Titolo dello studio', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Titolo dello studio' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Studio CUORE');
    await expect(input).toHaveValue('Studio CUORE');
    await expect(args.onChange).toHaveBeenLastCalledWith('Studio CUORE');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { ...Default.args, defaultValue: 'Studio di fase II sullo scompenso cardiaco' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Titolo dello studio' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('Studio CUORE-2');
    await expect(args.onChange).toHaveBeenLastCalledWith('Studio CUORE-2');
  },
};

export const Required: Story = {
  args: {
    ...Default.args,
    isRequired: true,
    description: 'Il titolo completo, come nel protocollo.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The red mark is visual only: the name stays the label, and the input says it is required.
    const input = canvas.getByRole('textbox', { name: 'Titolo dello studio' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Il titolo completo, come nel protocollo.');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: {
    ...Default.args,
    label: 'CAP',
    defaultValue: '0012',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Il CAP deve avere esattamente 5 cifre.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CAP' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Il CAP deve avere esattamente 5 cifre.');
    const error = canvas.getByText('Il CAP deve avere esattamente 5 cifre.');
    await expect(getComputedStyle(error).color).toBe('rgb(192, 42, 67)');
    await expect(getComputedStyle(input).borderColor).toBe('rgb(192, 42, 67)');
  },
};

export const Disabled: Story = {
  args: { ...Default.args, isDisabled: true, defaultValue: 'Studio CUORE' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Titolo dello studio' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    ...Default.args,
    label:
      'Titolo completo dello studio clinico come riportato nella sinossi del protocollo approvato dal promotore',
    defaultValue:
      'Studio multicentrico, randomizzato, in doppio cieco, controllato con placebo, per valutare efficacia e sicurezza',
    description:
      'Scrivi il titolo per intero, senza abbreviazioni, esattamente come compare nella prima pagina del protocollo.',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...Default.args, label: 'Study title', placeholder: 'e.g. HEART-2' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Study title' })).toHaveAttribute(
      'placeholder',
      'e.g. HEART-2',
    );
  },
};
