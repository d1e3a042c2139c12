import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Components/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { name: 'studyTitle', label: 'Titolo dello studio', message: 'Campo obbligatorio' },
      { name: 'type', label: 'Tipologia', message: 'Campo obbligatorio' },
    ],
  },
  // The summary links to the fields of its own form: the stories put both in one.
  render: (args) => (
    <form noValidate>
      <ErrorSummary {...args} />
      <TextField
        name="studyTitle"
        label="Titolo dello studio"
        isRequired
        isInvalid
        errorMessage="Campo obbligatorio"
      />
      <Select
        name="type"
        label="Tipologia"
        isRequired
        isInvalid
        errorMessage="Campo obbligatorio"
        items={[
          { id: 'A1', label: 'A1 - Sperimentazione clinica' },
          { id: 'B', label: 'B - Studio osservazionale' },
        ]}
      />
    </form>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each link takes the user to its field: a text field, and a select whose native twin is hidden. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('group', { name: "C'è un problema" });
    await expect(within(summary).getByText('Correggi i 2 campi indicati:')).toBeVisible();
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Titolo dello studio: Campo obbligatorio' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Titolo dello studio' })).toHaveFocus();
    within(summary).getByRole('link', { name: 'Tipologia: Campo obbligatorio' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /Tipologia/ })).toHaveFocus();
  },
};

export const OneField: Story = {
  args: { errors: [{ name: 'studyTitle', label: 'Titolo dello studio', message: 'Campo obbligatorio' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Correggi il campo indicato:')).toBeVisible();
  },
};

/** Nothing to correct: no summary at all. */
export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: "C'è un problema" })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    errors: [
      {
        name: 'studyTitle',
        label: 'Titolo dello studio clinico multicentrico randomizzato in doppio cieco',
        message:
          'Il testo supera la lunghezza massima consentita di 4000 caratteri: accorcialo prima di salvare la bozza della richiesta',
      },
    ],
  },
};
