import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, press, typeDate, typeInto } from '../internal/storyHelpers';
import { RequestFilterBar } from './RequestFilterBar';

const meta = {
  title: 'Patterns/RequestFilterBar',
  component: RequestFilterBar,
  args: { onSearch: fn() },
} satisfies Meta<typeof RequestFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });

/** Some filters filled in by keyboard: only those are sent; one state label stands for its twins. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Cerca richieste' })).toBeVisible();
    await userEvent.tab();
    await expect(field(canvas, 'Identificativo')).toHaveFocus();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await userEvent.tab();
    await expect(field(canvas, 'Titolo dello studio')).toHaveFocus();
    await userEvent.keyboard(' cuore ');
    await chooseOption(canvas.getByRole('button', { name: /Stato/ }), 'Da integrare');
    await chooseOption(
      canvas.getByRole('button', { name: /Tipologia/ }),
      'F - Uso compassionevole di medicinale sottoposto a sperimentazione clinica',
    );
    await typeDate(canvas.getByRole('group', { name: 'Data di invio' }), '02032026');
    await press(canvas.getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith({
        identifier: 123,
        studyTitle: 'cuore',
        states: ['TO_INTEGRATE', 'TO_INTEGRATE_CER'],
        type: 'F',
        sentOn: '2026-03-02',
      }),
    );
  },
};

/** Enter in a field searches too; with nothing filled in, no filter is sent. */
export const NothingFilledIn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    field(canvas, 'Oggetto').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({}));
  },
};

/** The identifier is a number: anything else is refused and nothing is searched. */
export const InvalidIdentifier: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(field(canvas, 'Identificativo'), '12a');
    await press(canvas.getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(field(canvas, 'Identificativo')).toHaveAccessibleDescription('Valore non valido'),
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** 'Cancella' empties every filter and searches again without any. */
export const Reset: Story = {
  args: { defaultFilter: { subject: 'parere', states: ['PENDING'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Oggetto')).toHaveValue('parere');
    await expect(canvas.getByRole('button', { name: /Stato/ })).toHaveTextContent('In attesa di valutazione');
    await press(canvas.getByRole('button', { name: 'Cancella' }));
    await expect(field(canvas, 'Oggetto')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Stato/ })).toHaveTextContent('Tutti gli stati');
    await expect(args.onSearch).toHaveBeenCalledWith({});
  },
};

/**
 * The in-progress list: its own states, no type, and 'Visualizza solo richieste integrate', which
 * applies at once (as a view switch does); 'Cerca' applies the rest.
 */
export const InProgressList: Story = {
  args: {
    states: ['PENDING', 'WAIT_PROT', 'WAIT_PROT_CER', 'INTEGRATED'],
    showType: false,
    showOnlyIntegrated: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Tipologia/ })).toBeNull();
    canvas.getByRole('checkbox', { name: 'Visualizza solo richieste integrate' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith({ onlyIntegrated: true }));
    await chooseOption(canvas.getByRole('button', { name: /Stato/ }), 'In attesa di protocollo');
    await press(canvas.getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith({
        states: ['WAIT_PROT', 'WAIT_PROT_CER'],
        onlyIntegrated: true,
      }),
    );
  },
};

/** The secretariat's to-integrate list: 'Solo con termine scaduto' lists the lapsed requests at once. */
export const LapsedForTheSecretariat: Story = {
  args: { states: ['TO_INTEGRATE', 'TO_INTEGRATE_CER'], showType: false, showOnlyLapsed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox', { name: 'Visualizza solo richieste integrate' })).toBeNull();
    canvas.getByRole('checkbox', { name: 'Solo con termine scaduto' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith({ onlyLapsed: true }));
    await press(canvas.getByRole('button', { name: 'Cancella' }));
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith({}));
    await expect(canvas.getByRole('checkbox', { name: 'Solo con termine scaduto' })).not.toBeChecked();
  },
};

/**
 * On a phone the fields fold behind 'Filtri', which counts the filters in force, so that the list
 * comes first; the button opens them and says so (aria-expanded).
 */
export const FoldedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { defaultFilter: { studyTitle: 'cuore', states: ['PENDING'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filtri (2 attivi)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'Titolo dello studio' })).toBeNull();
    await press(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(field(canvas, 'Titolo dello studio')).toHaveValue('cuore');
    await expect(canvas.getByRole('button', { name: 'Cerca' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { showOnlyIntegrated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search requests' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Show only integrated requests' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};
