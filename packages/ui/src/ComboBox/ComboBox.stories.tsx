import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ListOption } from '../internal/ListOption';
import { ComboBox, type ComboBoxProps } from './ComboBox';

/** Users with role CET or SEG, the rapporteur candidates of the demo data. */
const rapporteurs: ListOption[] = [
  { id: 'NREPLA75C12L219G', label: 'Paolo Neri', description: 'Comitato Etico' },
  { id: 'GLLSRA78D45G273A', label: 'Sara Gialli', description: 'Comitato Etico' },
  { id: 'BNCGLI85M41F205B', label: 'Giulia Bianchi', description: 'Segreteria' },
  { id: 'RCCLRA80A41H501A', label: 'Laura Ricci', description: 'Segreteria, Comitato Etico' },
];

const meta = {
  title: 'Components/Forms/ComboBox',
  component: ComboBox,
  args: { label: 'Relatore', items: rapporteurs, onChange: fn() },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The combo box filters its own items by what is typed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Relatore' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ri');
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Paolo NeriComitato Etico', 'Laura RicciSegreteria, Comitato Etico']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('RCCLRA80A41H501A');
    await expect(input).toHaveValue('Laura Ricci');

    await userEvent.click(within(canvasElement).getByRole('button', { name: /Mostra suggerimenti/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Paolo Neri' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('NREPLA75C12L219G');
    await expect(input).toHaveValue('Paolo Neri');
  },
};

/** Escape closes the suggestions and gives back the chosen name. */
export const KeyboardEscape: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Default.args, defaultValue: 'NREPLA75C12L219G' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Relatore' });
    await userEvent.tab();
    await userEvent.keyboard('{End} e altri');
    await body().findByText('Nessun risultato');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('Paolo Neri');
    await expect(input).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * The rapporteur field: the parent asks the server for users whose name contains the text
 * (here a 300 ms timer) and passes the result with `isLoading` while it waits.
 */
const SuggestingUsers = (args: ComboBoxProps) => {
  const [inputValue, setInputValue] = useState('');
  const [items, setItems] = useState<ListOption[]>([]);
  const [isLoading, setLoading] = useState(false);
  useEffect(() => {
    if (inputValue === '') return setItems([]);
    setLoading(true);
    const timer = setTimeout(() => {
      setItems(rapporteurs.filter((user) => user.label.toLowerCase().includes(inputValue.toLowerCase())));
      setLoading(false);
    }, 300);
    return () => clearTimeout(timer);
  }, [inputValue]);
  return (
    <ComboBox
      {...args}
      items={items}
      isLoading={isLoading}
      inputValue={inputValue}
      onInputChange={setInputValue}
    />
  );
};

export const AsyncSuggestions: Story = {
  render: (args) => <SuggestingUsers {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Relatore' });
    await userEvent.type(input, 'GIA');
    // The open list hides the rest of the page from screen readers, the spinner too; it stays visible.
    await expect(
      await canvas.findByRole('progressbar', { name: 'Caricamento dei suggerimenti…', hidden: true }),
    ).toBeVisible();
    const option = await body().findByRole('option', { name: 'Sara Gialli' });
    await expect(canvas.queryByRole('progressbar', { hidden: true })).toBeNull();
    await expect(option).toHaveAccessibleDescription('Comitato Etico');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('GLLSRA78D45G273A');
  },
};

export const Loading: Story = {
  args: { ...Default.args, items: [], isLoading: true, inputValue: 'ros', onInputChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Caricamento dei suggerimenti…' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Mostra suggerimenti/ }));
    const listbox = await body().findByRole('listbox');
    await expect(within(listbox).getByText('Caricamento dei suggerimenti…')).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Relatore' }), 'Verdi');
    await expect(await body().findByText('Nessun risultato')).toBeVisible();
  },
};

export const Filled: Story = {
  args: { ...Default.args, defaultValue: 'GLLSRA78D45G273A' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Relatore' });
    // The chosen item's text arrives once React Aria has collected the items, after the first render.
    await waitFor(() => expect(input).toHaveValue('Sara Gialli'));
  },
};

export const Required: Story = {
  args: { ...Default.args, isRequired: true, description: 'Scrivi una parte del nome.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Relatore' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Scrivi una parte del nome.');
  },
};

export const Invalid: Story = {
  args: {
    ...Default.args,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Assegna un relatore alla richiesta.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Relatore' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Assegna un relatore alla richiesta.');
    await expect(getComputedStyle(input).borderColor).toBe('rgb(192, 42, 67)');
  },
};

/** Once the meeting is open the rapporteur cannot change. */
export const Disabled: Story = {
  args: { ...Default.args, isDisabled: true, defaultValue: 'NREPLA75C12L219G' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Relatore' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    ...Default.args,
    label: 'Relatore incaricato della valutazione scientifica e della stesura del parere',
    items: [
      {
        id: 'long',
        label: 'Maria Antonietta Giuseppina Bartolomei Dell’Acqua Casagrande',
        description: 'Comitato Etico Territoriale, Segreteria tecnico-scientifica, Presidenza',
      },
    ],
    defaultValue: 'long',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...Default.args, label: 'Rapporteur' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Rapporteur' }), 'zz');
    await expect(await body().findByText('No results')).toBeVisible();
  },
};

/**
 * At the bottom edge of the window (the last card of a meeting's page): the suggestions open above
 * the field, every one in view, and a click chooses one.
 */
export const AtTheBottomEdge: Story = {
  tags: ['!dev', '!autodocs'],
  // No padding: the field ends at the window's edge, not below it. A page one padding taller scrolled
  // as the field took the focus, and React Aria closes its suggestions when the page scrolls.
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Relatore' });
    await userEvent.click(input);
    await userEvent.keyboard('i');
    const listbox = await body().findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(4);
    for (const option of options) {
      const box = option.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      await expect(box.bottom).toBeLessThanOrEqual(input.getBoundingClientRect().top);
    }
    await userEvent.click(within(listbox).getByRole('option', { name: /Sara Gialli/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('GLLSRA78D45G273A');
  },
};
