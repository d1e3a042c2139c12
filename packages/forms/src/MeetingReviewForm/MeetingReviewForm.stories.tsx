import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pdfFile } from '../internal/storyFixtures';
import { press, typeInto, uploadInto } from '../internal/storyHelpers';
import { MeetingReviewForm } from './MeetingReviewForm';

const meeting = { _id: 'conference-7', updated: '2026-03-10T08:00:00.000Z' };
const request = {
  _id: 'request-123',
  identifier: 123,
  subject: 'Parere su sperimentazione clinica di fase III',
  description: 'Studio multicentrico randomizzato in doppio cieco.',
  state: 'SUBMITTED' as const,
  type: 'A1' as const,
  isClone: false,
  updated: '2026-03-09T15:00:00.000Z',
};

const meta = {
  title: 'Patterns/MeetingReviewForm',
  component: MeetingReviewForm,
  args: {
    meeting,
    request,
    uploadFile: fn(async (file: File) => ({ _id: `document-${file.size}`, fileName: file.name })),
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof MeetingReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const saveButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Salva relazione' });
const NAMED = '123 – Parere su sperimentazione clinica di fase III';

/** An outcome is a final act: the dialog names the request and the outcome; its button saves. */
const confirmOutcome = async (outcome: string, button: string) => {
  const dialog = await within(document.body).findByRole('alertdialog', { name: 'Conferma esito' });
  await expect(dialog).toHaveTextContent(`La richiesta ${NAMED} riceverà l’esito: ${outcome}.`);
  await press(within(dialog).getByRole('button', { name: button }));
};

/** Accepted: the report's summary and file are needed; then the report and the outcome are saved. */
export const AcceptWithReport: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Relazione sulla richiesta 123' })).toBeVisible();
    const save = saveButton(canvas);
    await expect(save).toBeDisabled();
    await expect(canvas.getByText('Per salvare la relazione servono la sintesi e il file.')).toBeVisible();
    await uploadInto(
      canvas.getByRole('group', { name: 'File della relazione' }),
      pdfFile('relazione_123.pdf'),
    );
    await expect(await canvas.findByText('relazione_123.pdf caricato.')).toBeInTheDocument();
    await expect(save).toBeDisabled();
    await typeInto(canvas.getByRole('textbox', { name: 'Sintesi della relazione' }), 'Parere favorevole.');
    canvas.getByRole('radio', { name: 'Accettata' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Accettata' })).toBeChecked();
    await waitFor(() => expect(save).toBeEnabled());
    await press(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await confirmOutcome('Accettata', 'Salva relazione');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        update: {
          _id: 'conference-7',
          updated: '2026-03-10T08:00:00.000Z',
          comment: { request: 'request-123', body: 'Parere favorevole.' },
          documents: { request: 'request-123', file: 'document-1024' },
        },
        decision: {
          _id: 'conference-7',
          request: 'request-123',
          updated: request.updated,
          state: 'ACCEPTED',
        },
      }),
    );
    await expect(await canvas.findByText('Relazione salvata.')).toBeVisible();
    await waitFor(() => expect(save).toBeDisabled());
  },
};

/** Rejected without a file: the button stays disabled and says what is needed. */
export const RejectNeedsReport: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Accettata' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Rifiutata' })).toBeChecked();
    await typeInto(
      canvas.getByRole('textbox', { name: 'Sintesi della relazione' }),
      'Parere non favorevole.',
    );
    await expect(canvas.getByText('Per salvare la relazione servono la sintesi e il file.')).toBeVisible();
    await expect(saveButton(canvas)).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** To integrate: a comment for the applicant instead of a report; the button says what it sends. */
export const RequestIntegration: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Accettata' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Da integrare' })).toBeChecked();
    const send = canvas.getByRole('button', { name: 'Invia richiesta di integrazione' });
    await expect(send).toBeDisabled();
    await expect(
      canvas.getByText('Per chiedere un’integrazione serve un commento per il richiedente.'),
    ).toBeVisible();
    await typeInto(
      canvas.getByRole('textbox', { name: 'Commento per il richiedente' }),
      'Aggiornare il consenso.',
    );
    await waitFor(() => expect(send).toBeEnabled());
    await press(send);
    await confirmOutcome('Da integrare', 'Invia richiesta di integrazione');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        update: null,
        decision: {
          _id: 'conference-7',
          request: 'request-123',
          updated: request.updated,
          state: 'TO_INTEGRATE_CER',
          comment: 'Aggiornare il consenso.',
        },
      }),
    );
  },
};

/**
 * The comment pasted in one change, as soon as its field appears: the button follows that first
 * change at once (isDirty, read only once the form was valid, used to be stale until one more edit).
 */
export const IntegrationCommentPasted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Accettata' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Da integrare' })).toBeChecked();
    const send = canvas.getByRole('button', { name: 'Invia richiesta di integrazione' });
    const comment = canvas.getByRole('textbox', { name: 'Commento per il richiedente' });
    comment.focus();
    await userEvent.paste('Aggiornare il consenso.');
    await expect(comment).toHaveValue('Aggiornare il consenso.');
    await waitFor(() => expect(send).toBeEnabled());
    await press(send);
    await confirmOutcome('Da integrare', 'Invia richiesta di integrazione');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        update: null,
        decision: {
          _id: 'conference-7',
          request: 'request-123',
          updated: request.updated,
          state: 'TO_INTEGRATE_CER',
          comment: 'Aggiornare il consenso.',
        },
      }),
    );
  },
};

/** A cloned request: the outcome is not offered; the report still is. */
export const ClonedRequest: Story = {
  args: { request: { ...request, isClone: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(
      canvas.getByText('Richiesta clonata: l’esito non si sceglie in questa riunione.'),
    ).toBeVisible();
  },
};

/** The secretariat adds the omissis file to a report already saved: only that is sent. */
export const OmissisForSecretariat: Story = {
  args: {
    canUploadOmissis: true,
    report: 'Parere favorevole con raccomandazioni.',
    reportFile: { _id: 'document-report', fileName: 'relazione_123.pdf' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('relazione_123.pdf')).toBeVisible();
    await expect(saveButton(canvas)).toBeDisabled();
    await uploadInto(
      canvas.getByRole('group', { name: 'Allegato omissis' }),
      pdfFile('relazione_123_omissis.pdf'),
    );
    await waitFor(() => expect(saveButton(canvas)).toBeEnabled());
    await press(saveButton(canvas));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        update: {
          _id: 'conference-7',
          updated: '2026-03-10T08:00:00.000Z',
          omissisDocuments: { request: 'request-123', file: 'document-1024' },
        },
        decision: null,
      }),
    );
  },
};

/** Saving fails: the message says so, the summary stays. */
export const SaveFails: Story = {
  args: {
    report: 'Parere favorevole.',
    reportFile: { _id: 'document-report', fileName: 'relazione_123.pdf' },
    onSave: fn(async () => {
      throw new Error('La riunione è chiusa');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(
      canvas.getByRole('textbox', { name: 'Sintesi della relazione' }),
      'Parere favorevole, rivisto.',
    );
    await press(saveButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile salvare la relazione. Riprova. (La riunione è chiusa)',
    );
    await expect(canvas.getByRole('textbox', { name: 'Sintesi della relazione' })).toHaveValue(
      'Parere favorevole, rivisto.',
    );
  },
};

/** 'Annulla' in the dialog saves nothing; a double click on its button saves once. */
export const OutcomeCancelledThenSavedOnce: Story = {
  args: {
    report: 'Parere favorevole.',
    reportFile: { _id: 'document-report', fileName: 'relazione_123.pdf' },
    onSave: fn(async () => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Accettata' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(saveButton(canvas)).toBeEnabled());
    await press(saveButton(canvas));
    const body = within(document.body);
    let dialog = await body.findByRole('alertdialog', { name: 'Conferma esito' });
    await press(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSave).not.toHaveBeenCalled();
    await press(saveButton(canvas));
    dialog = await body.findByRole('alertdialog', { name: 'Conferma esito' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Salva relazione' }));
    await expect(await canvas.findByText('Relazione salvata.')).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Report on request 123' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save report' })).toBeDisabled();
  },
};
