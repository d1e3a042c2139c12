import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/Forms/TextArea',
  component: TextArea,
  args: { label: 'Commento', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const longComment = Array.from(
  { length: 30 },
  (_, line) => `Riga ${line + 1}: manca la dichiarazione sul conflitto di interessi del promotore.`,
).join('\n');

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Commento' });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Manca il consenso informato.{Enter}Allegare la versione firmata.');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      'Manca il consenso informato.\nAllegare la versione firmata.',
    );
  },
};

export const Filled: Story = {
  args: { ...Default.args, defaultValue: 'Manca il consenso informato firmato dal responsabile.' },
};

export const Required: Story = {
  args: { ...Default.args, isRequired: true, description: 'Il commento è inviato al richiedente.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Commento' });
    await expect(area).toBeRequired();
    await expect(area).toHaveAccessibleDescription('Il commento è inviato al richiedente.');
  },
};

export const Invalid: Story = {
  args: {
    ...Default.args,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Per richiedere un’integrazione serve un commento.',
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Commento' });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription('Per richiedere un’integrazione serve un commento.');
    await expect(getComputedStyle(area).borderColor).toBe('rgb(192, 42, 67)');
  },
};

export const Disabled: Story = {
  args: { ...Default.args, isDisabled: true, defaultValue: 'Commento già inviato.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Commento' })).toBeDisabled();
  },
};

/** The comments area of the request page: it grows with the text up to 350 px, then scrolls. */
export const LongText: Story = {
  args: { ...Default.args, defaultValue: longComment },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Commento' });
    await expect(area.getBoundingClientRect().height).toBeLessThanOrEqual(350);
    await expect(area.scrollHeight).toBeGreaterThan(area.clientHeight);
  },
};

/** Inside the request form the comment area stops at 250 px. */
export const InForm: Story = {
  args: { ...LongText.args, maxHeight: 250 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Commento' });
    await expect(area.getBoundingClientRect().height).toBeLessThanOrEqual(250);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...Default.args, label: 'Comment', description: 'Sent to the applicant.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
      'Sent to the applicant.',
    );
  },
};
