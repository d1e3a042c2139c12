import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { press, tabAway, typeInto } from '../internal/storyHelpers';
import { ExtendDeadlineForm } from './ExtendDeadlineForm';

const request = {
  _id: 'request-123',
  updated: '2027-03-02T09:30:00.000Z',
  integrationDue: '2027-05-12T09:30:00.000Z',
  integrationLapsed: null,
};

const meta = {
  title: 'Patterns/ExtendDeadlineForm',
  component: ExtendDeadlineForm,
  args: { request, onExtend: fn(async () => undefined) },
} satisfies Meta<typeof ExtendDeadlineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A running due date: the days and the reason extend it, and the form says it was recorded. */
export const Running: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Proroga del termine per l’integrazione' })).toBeVisible();
    await expect(canvas.getByText('Termine attuale: 12/05/2027.')).toBeVisible();
    const days = canvas.getByRole('textbox', { name: 'Giorni di proroga' });
    await expect(days).toHaveAccessibleDescription('Da 1 a 365 giorni.');
    await typeInto(days, '30');
    await typeInto(
      canvas.getByRole('textbox', { name: 'Motivo della proroga' }),
      'Attesa del centro coordinatore',
    );
    await press(canvas.getByRole('button', { name: 'Proroga il termine' }));
    await waitFor(() =>
      expect(args.onExtend).toHaveBeenCalledWith({
        _id: 'request-123',
        updated: '2027-03-02T09:30:00.000Z',
        days: 30,
        reason: 'Attesa del centro coordinatore',
      }),
    );
    await expect(await canvas.findByText('Termine prorogato.')).toBeVisible();
  },
};

/** After the due date passed, the extension runs from today, as the form says. */
export const Lapsed: Story = {
  args: { request: { ...request, integrationLapsed: '2027-05-12T09:30:00.000Z' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Il termine è scaduto il 12/05/2027: la proroga decorre da oggi.'),
    ).toBeVisible();
  },
};

/** Days outside 1–365 and a missing reason are told at the fields; nothing is sent. */
export const Invalid: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const days = canvas.getByRole('textbox', { name: 'Giorni di proroga' });
    await typeInto(days, '400');
    await tabAway();
    await expect(await canvas.findByText('Indica un numero di giorni da 1 a 365')).toBeVisible();
    await press(canvas.getByRole('button', { name: 'Proroga il termine' }));
    await expect((await canvas.findAllByText('Campo obbligatorio')).length).toBeGreaterThan(0);
    await expect(args.onExtend).not.toHaveBeenCalled();
  },
};

/** The server refuses (e.g. the applicant sent the integration meanwhile): the form says so and keeps the values. */
export const ServerRefusal: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    onExtend: fn(async () => {
      throw new Error(
        'Il termine per l’integrazione non è in corso: la richiesta non attende il richiedente',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: 'Giorni di proroga' }), '15');
    await typeInto(canvas.getByRole('textbox', { name: 'Motivo della proroga' }), 'Festività');
    await press(canvas.getByRole('button', { name: 'Proroga il termine' }));
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'Impossibile prorogare il termine. Riprova.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Giorni di proroga' })).toHaveValue('15');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Days of extension' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Extend the deadline' })).toBeVisible();
  },
};
