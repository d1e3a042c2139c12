import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, press, typeDate, typeInto } from '../internal/storyHelpers';
import { MeetingFilterBar } from './MeetingFilterBar';

const meta = {
  title: 'Patterns/MeetingFilterBar',
  component: MeetingFilterBar,
  args: { onSearch: fn() },
} satisfies Meta<typeof MeetingFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Subject, start date and state filled in by keyboard: only those are sent. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Cerca riunioni' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Oggetto' })).toHaveFocus();
    await userEvent.keyboard('ordinaria');
    await typeDate(canvas.getByRole('group', { name: 'Data di inizio' }), '01032026');
    await chooseOption(canvas.getByRole('button', { name: /Stato/ }), 'Aperta');
    await press(canvas.getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith({
        subject: 'ordinaria',
        startDate: '2026-03-01',
        state: 'open',
      }),
    );
  },
};

/** 'Tutti gli stati' takes the state filter away again. */
export const AllStates: Story = {
  args: { defaultFilter: { state: 'closed', agenda: 'bilancio' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Stato/ })).toHaveTextContent('Chiusa');
    await chooseOption(canvas.getByRole('button', { name: /Stato/ }), 'Tutti gli stati');
    await press(canvas.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ agenda: 'bilancio' }));
  },
};

/** 'Cancella' empties every filter and searches again without any. */
export const Reset: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: 'Ordine del giorno' }), 'richieste');
    await press(canvas.getByRole('button', { name: 'Cancella' }));
    await expect(canvas.getByRole('textbox', { name: 'Ordine del giorno' })).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledWith({});
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search meetings' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeVisible();
  },
};
