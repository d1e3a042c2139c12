import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

/** The secretariat's decision on a request, as the spec words it. */
const decisions = [
  { value: 'SUBMITTED', label: 'Inoltra', description: 'La richiesta possiede tutti i requisiti formali.' },
  { value: 'REJECTED', label: 'Rifiuta', description: 'La richiesta non è conforme.' },
  {
    value: 'TO_INTEGRATE',
    label: 'Richiedi integrazione',
    description: 'La richiesta è incompleta: serve un commento per il richiedente.',
  },
];

const meta = {
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Esito della verifica', options: decisions, defaultValue: 'TO_INTEGRATE', onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Esito della verifica' })).toBeVisible();
    const integrate = canvas.getByRole('radio', { name: 'Richiedi integrazione' });
    await expect(integrate).toBeChecked();
    await expect(integrate).toHaveAccessibleDescription(
      'La richiesta è incompleta: serve un commento per il richiedente.',
    );

    await userEvent.tab();
    await expect(integrate).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const reject = canvas.getByRole('radio', { name: 'Rifiuta' });
    await expect(reject).toBeChecked();
    await expect(reject).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('REJECTED');

    await userEvent.click(canvas.getByText('Inoltra'));
    await expect(canvas.getByRole('radio', { name: 'Inoltra' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('SUBMITTED');
  },
};

export const Filled: Story = { args: { ...Default.args, defaultValue: 'SUBMITTED' } };

export const Required: Story = {
  args: { ...Default.args, defaultValue: undefined, isRequired: true, description: 'Scegli un esito.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Esito della verifica' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Scegli un esito.');
  },
};

export const Invalid: Story = {
  args: {
    ...Default.args,
    defaultValue: undefined,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Lo stato e il commento sono obbligatori.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Esito della verifica' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Lo stato e il commento sono obbligatori.');
  },
};

export const Disabled: Story = {
  args: { ...Default.args, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Rifiuta'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Rifiuta' })).toBeDisabled();
  },
};

/** One choice that cannot be made, such as 'Inoltra' while required documents are missing. */
export const DisabledOption: Story = {
  args: {
    ...Default.args,
    options: decisions.map((decision) => ({ ...decision, isDisabled: decision.value === 'SUBMITTED' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Inoltra' })).not.toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    ...Default.args,
    orientation: 'horizontal',
    options: decisions.map(({ value, label }) => ({ value, label })),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(canvasElement).getByRole('radio', { name: 'Rifiuta' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('REJECTED');
  },
};

export const LongText: Story = {
  args: {
    ...Default.args,
    label: 'Esito della verifica formale della documentazione presentata dal richiedente',
    options: decisions.map((decision) => ({
      ...decision,
      description: `${decision.description} Lo stato della richiesta cambia subito e il richiedente riceve una notifica con il commento.`,
    })),
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    ...Default.args,
    label: 'Outcome',
    options: [
      { value: 'SUBMITTED', label: 'Forward', description: 'The request meets every formal requirement.' },
      { value: 'REJECTED', label: 'Reject', description: 'The request does not comply.' },
      {
        value: 'TO_INTEGRATE',
        label: 'Ask for more',
        description: 'The request is incomplete: add a comment.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Ask for more' })).toBeChecked();
  },
};
