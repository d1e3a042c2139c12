import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Visualizza solo richieste integrate', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** WCAG's contrast ratio of two `rgb(…)` colours. */
const contrast = (first: string, second: string) => {
  const luminance = (color: string) => {
    const [red = 0, green = 0, blue = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Visualizza solo richieste integrate',
    });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(canvasElement).getByText('Visualizza solo richieste integrate'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Filled: Story = {
  args: { ...Default.args, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Required: Story = {
  args: {
    ...Default.args,
    label: 'Allegato obbligatorio',
    isRequired: true,
    description: 'La richiesta non può essere inviata senza questo documento.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Allegato obbligatorio' });
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleDescription(
      'La richiesta non può essere inviata senza questo documento.',
    );
  },
};

export const Invalid: Story = {
  args: {
    ...Default.args,
    label: 'Dichiaro che i dati inseriti sono veritieri',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Conferma la dichiarazione per continuare.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Dichiaro che i dati inseriti sono veritieri' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Conferma la dichiarazione per continuare.');
    await expect(getComputedStyle(canvas.getByText('Conferma la dichiarazione per continuare.')).color).toBe(
      'rgb(192, 42, 67)',
    );
  },
};

export const Disabled: Story = {
  args: { ...Default.args, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Visualizza solo richieste integrate'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** On and not to be changed (a required message): the tick stays visible on the disabled box. */
export const DisabledChecked: Story = {
  args: { ...Default.args, isDisabled: true, defaultSelected: true, label: 'Integrazione richiesta' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Integrazione richiesta' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeDisabled();
    const mark = canvasElement.querySelector('svg');
    const box = mark?.parentElement;
    if (!mark || !box) throw new Error('the check mark is missing');
    await expect(getComputedStyle(mark).visibility).toBe('visible');
    // WCAG 1.4.11: the tick, a graphical object, needs 3:1 against the box it sits on.
    await expect(
      contrast(getComputedStyle(mark).color, getComputedStyle(box).backgroundColor),
    ).toBeGreaterThanOrEqual(3);
  },
};

export const LongText: Story = {
  args: {
    ...Default.args,
    label:
      'Visualizza soltanto le richieste che il richiedente ha integrato dopo la richiesta di integrazione della segreteria tecnico-scientifica',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...Default.args, label: 'Show integrated requests only' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Show integrated requests only' }),
    ).not.toBeChecked();
  },
};
