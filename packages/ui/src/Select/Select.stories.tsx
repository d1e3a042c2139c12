import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const states = [
  { id: 'PENDING', label: 'In attesa' },
  { id: 'WAIT_PROT', label: 'In attesa di protocollo' },
  { id: 'SUBMITTED', label: 'Inoltrata' },
  { id: 'TO_INTEGRATE', label: 'Da integrare' },
  { id: 'INTEGRATED', label: 'Integrata' },
  { id: 'REJECTED', label: 'Rifiutata' },
  { id: 'ACCEPTED', label: 'Accettata' },
];

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  args: { label: 'Stato', items: states, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Stato/ });
    await expect(trigger).toHaveTextContent('Seleziona un valore');

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox', { name: 'Stato' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('SUBMITTED');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Inoltrata');
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Rifiutata' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('REJECTED');
  },
};

export const Filled: Story = {
  args: { ...Default.args, defaultValue: 'TO_INTEGRATE' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Stato/ });
    await expect(trigger).toHaveTextContent('Da integrare');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByRole('option', { name: 'Da integrare' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { ...Default.args, isRequired: true, description: 'Lo stato della richiesta da cercare.' },
};

export const Invalid: Story = {
  args: { ...Default.args, isRequired: true, isInvalid: true, errorMessage: 'Scegli uno stato.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Scegli uno stato.')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /Stato/ });
    await expect(getComputedStyle(trigger).borderColor).toBe('rgb(192, 42, 67)');
  },
};

export const Disabled: Story = {
  args: { ...Default.args, isDisabled: true, defaultValue: 'PENDING' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Stato/ })).toBeDisabled();
  },
};

/** Options with a second line, such as the export formats. */
export const WithDescriptions: Story = {
  args: {
    ...Default.args,
    label: 'Formato',
    items: [
      { id: 'CSV', label: 'CSV', description: 'Per Excel, separato da punto e virgola' },
      { id: 'PDF', label: 'PDF', description: 'Da stampare o archiviare' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Formato/ }));
    const pdf = await within(document.body).findByRole('option', { name: 'PDF' });
    await expect(pdf).toHaveAccessibleDescription('Da stampare o archiviare');
    await userEvent.click(pdf);
    await expect(args.onChange).toHaveBeenLastCalledWith('PDF');
    await expect(within(canvasElement).getByRole('button', { name: /Formato/ })).toHaveTextContent(/^PDF$/);
  },
};

export const LongText: Story = {
  args: {
    ...Default.args,
    label: 'Tipologia di richiesta secondo la classificazione del Comitato Etico Territoriale',
    items: [
      { id: 'A1', label: 'A1 - Sperimentazione clinica di medicinali per uso umano, profit, monocentrica' },
      {
        id: 'F',
        label: 'F - Uso terapeutico di medicinale sottoposto a sperimentazione clinica (uso compassionevole)',
      },
    ],
    defaultValue: 'F',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...Default.args, label: 'State' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /State/ })).toHaveTextContent(
      'Select a value',
    );
  },
};
