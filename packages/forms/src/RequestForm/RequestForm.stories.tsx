import { REQUEST_TYPE_LABELS } from '@cet-portal/api-client';
import { makeRequest } from '@cet-portal/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  completeDraft,
  pdfFile,
  promoterAndStudyDraft,
  storyCities,
  storyCompany,
  storyLinkableRequests,
  storyProvinces,
  storyRequestConfigs,
  withoutAttachmentsDraft,
} from '../internal/storyFixtures';
import { chooseOption, press, tabAway, typeInto, uploadInto } from '../internal/storyHelpers';
import { RequestForm } from './RequestForm';

const meta = {
  title: 'Patterns/RequestForm',
  component: RequestForm,
  args: {
    company: storyCompany,
    requestConfigs: storyRequestConfigs,
    loadProvinces: fn(async () => storyProvinces),
    loadCities: fn(async (code: string) => storyCities[code] ?? []),
    loadLinkableRequests: fn(async () => storyLinkableRequests),
    uploadFile: fn(async (file: File) => ({
      _id: `document-${file.name.replace(/\W+/g, '-')}`,
      fileName: file.name,
      updated: '2026-03-02T10:00:00.000Z',
    })),
    onDownloadTemplate: fn(),
    onDraftChange: fn(),
    onSaveDraft: fn(async () => undefined),
    onClearDraft: fn(async () => undefined),
    onSend: fn(async () => undefined),
  },
} satisfies Meta<typeof RequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const stepItems = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Passi della compilazione' })).getAllByRole('listitem');
const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const select = (canvas: Canvas, label: string) => canvas.getByRole('button', { name: new RegExp(label) });
const heading = (canvas: Canvas) => canvas.getByRole('heading', { level: 2, name: /^(Passo|Step)/ });

/** Goes from step 1 to step 3 with the keyboard. */
const toProposalStep = async (canvas: Canvas) => {
  await press(canvas.getByRole('button', { name: 'Avanti' }));
  await expect(heading(canvas)).toHaveTextContent('Passo 2 di 3: Dati dello studio');
  await press(canvas.getByRole('button', { name: 'Avanti' }));
  await expect(heading(canvas)).toHaveTextContent('Passo 3 di 3: Proposta e allegati');
};

/**
 * A new request: the promoter's name and VAT come from the company, the city waits for a province,
 * a wrong postal code is flagged when the field is left, and the draft takes step 1 on 'Avanti'.
 */
export const NewRequest: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvas)).toHaveTextContent('Passo 1 di 3: Dati del promotore');
    await expect(field(canvas, 'Denominazione del promotore')).toHaveValue('Farmaceutica Alfa S.p.A.');
    await expect(field(canvas, 'Partita IVA del promotore')).toHaveValue('01234567897');
    await expect(field(canvas, 'Denominazione del promotore')).toHaveAccessibleDescription(
      "Precompilato con i dati dell'ente",
    );
    await expect(select(canvas, 'Nazione')).toHaveTextContent('Italia');
    await expect(select(canvas, 'Città')).toBeDisabled();

    // Tab order: name, VAT, then the address.
    field(canvas, 'Denominazione del promotore').focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(field(canvas, 'Indirizzo')).toHaveFocus();
    await userEvent.keyboard('Via Roma 1');

    await waitFor(() => expect(args.loadProvinces).toHaveBeenCalled());
    await chooseOption(select(canvas, 'Provincia'), 'Roma (RM)');
    await waitFor(() => expect(args.loadCities).toHaveBeenCalledWith('RM'));
    await expect(select(canvas, 'Città')).toBeEnabled();
    await chooseOption(select(canvas, 'Città'), 'Fiumicino');

    await typeInto(field(canvas, 'CAP'), '0018');
    await tabAway();
    await expect(await canvas.findByText('Il CAP deve essere composto da 5 cifre')).toBeVisible();
    await expect(field(canvas, 'CAP')).toHaveAttribute('aria-invalid', 'true');
    await typeInto(field(canvas, 'CAP'), '00054');
    await waitFor(() => expect(canvas.queryByText('Il CAP deve essere composto da 5 cifre')).toBeNull());

    await typeInto(field(canvas, 'E-mail'), 'studi@alfa');
    await tabAway();
    await expect(await canvas.findByText('Indirizzo e-mail non valido')).toBeVisible();
    // A malformed value keeps the user on the step; empty fields may wait for later.
    await press(canvas.getByRole('button', { name: 'Avanti' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Correggi i campi evidenziati prima di proseguire.',
    );
    await waitFor(() => expect(field(canvas, 'E-mail')).toHaveFocus());
    await userEvent.keyboard('.example.it');
    await press(canvas.getByRole('button', { name: 'Avanti' }));
    await expect(heading(canvas)).toHaveTextContent('Passo 2 di 3: Dati dello studio');
    await waitFor(() => expect(heading(canvas)).toHaveFocus());
    // Empty required fields of step 1 are flagged on its step.
    await expect(stepItems(canvas)[0]).toHaveTextContent('Dati del promotore, contiene errori');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        promoterName: 'Farmaceutica Alfa S.p.A.',
        promoterAddress: 'Via Roma 1',
        promoterProvince: 'RM',
        promoterCity: 'Fiumicino',
        promoterPostalCode: '00054',
        promoterEmail: 'studi@alfa.example.it',
      }),
    );
  },
};

/** A draft saved before a reload: every value is back, steps keep them, and the draft can be cleared. */
export const DraftResumed: Story = {
  args: { draft: { ...promoterAndStudyDraft, subject: 'Parere su sperimentazione clinica di fase III' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Abbiamo ripristinato i dati che avevi inserito/)).toBeVisible();
    await expect(field(canvas, 'Indirizzo')).toHaveValue('Via Roma 1');
    await waitFor(() => expect(select(canvas, 'Provincia')).toHaveTextContent('Roma (RM)'));
    await waitFor(() => expect(select(canvas, 'Città')).toHaveTextContent('Roma'));
    await toProposalStep(canvas);
    await expect(field(canvas, 'Oggetto')).toHaveValue('Parere su sperimentazione clinica di fase III');
    await press(canvas.getByRole('button', { name: 'Torna Indietro' }));
    await expect(field(canvas, 'Titolo dello studio')).toHaveValue(promoterAndStudyDraft.studyTitle);
    await typeInto(field(canvas, 'Farmaco sperimentale'), 'Rivaroxaban');
    await press(canvas.getByRole('button', { name: 'Torna Indietro' }));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        investigationalDrug: 'Rivaroxaban',
        subject: 'Parere su sperimentazione clinica di fase III',
      }),
    );
    await expect(field(canvas, 'E-mail')).toHaveValue('studi@alfa.example.it');

    await press(canvas.getByRole('button', { name: 'Cancella bozza' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Cancella bozza' });
    await press(within(dialog).getByRole('button', { name: 'Cancella bozza' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onClearDraft).toHaveBeenCalledOnce();
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(null);
    await expect(await canvas.findByText('Bozza cancellata.')).toBeVisible();
    await expect(field(canvas, 'Indirizzo')).toHaveValue('');
    await expect(field(canvas, 'Denominazione del promotore')).toHaveValue('Farmaceutica Alfa S.p.A.');
  },
};

/** A substantial amendment (G1) asks for the linked request; another type clears it. */
export const Amendment: Story = {
  args: { draft: { ...promoterAndStudyDraft, type: 'G1' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await toProposalStep(canvas);
    const linked = canvas.getByRole('combobox', { name: 'Richiesta collegata' });
    await expect(linked).toHaveAccessibleDescription("La richiesta di cui l'emendamento modifica lo studio");
    await waitFor(() => expect(args.loadLinkableRequests).toHaveBeenCalled());
    linked.focus();
    await userEvent.keyboard('N. 42');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(linked).toHaveValue(`N. 42 - ${storyLinkableRequests[0]?.studyTitle}`);
    await expect(canvas.getByRole('group', { name: 'Testo dell’emendamento (obbligatorio)' })).toBeVisible();

    await chooseOption(
      select(canvas, 'Tipologia di richiesta'),
      'A1 - Sperimentazione clinica di medicinali - profit',
    );
    await expect(canvas.queryByRole('combobox', { name: 'Richiesta collegata' })).toBeNull();
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'A1', linkedRequestId: null }),
    );
    await chooseOption(
      select(canvas, 'Tipologia di richiesta'),
      'G1 - Emendamento sostanziale di sperimentazione farmacologica',
    );
    await expect(canvas.getByRole('combobox', { name: 'Richiesta collegata' })).toHaveValue('');
  },
};

/**
 * A committee that reviews observational studies only: step 3 offers D1, D2, E1 and E2 (in the
 * usual order, whatever the order given), and a draft kept with another type cannot be saved.
 */
export const SubsetOfTypes: Story = {
  args: { requestTypes: ['E2', 'D1', 'E1', 'D2'], draft: { ...promoterAndStudyDraft, type: 'A1' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await toProposalStep(canvas);
    await press(canvas.getByRole('button', { name: 'Salva bozza' }));
    await expect(
      await canvas.findByText('Tipologia di richiesta non prevista da questo comitato'),
    ).toBeVisible();
    await expect(args.onSaveDraft).not.toHaveBeenCalled();

    select(canvas, 'Tipologia di richiesta').focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    const offered = (['D1', 'D2', 'E1', 'E2'] as const).map(
      (type) => `${type} - ${REQUEST_TYPE_LABELS[type]}`,
    );
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(offered);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());

    await chooseOption(select(canvas, 'Tipologia di richiesta'), `D2 - ${REQUEST_TYPE_LABELS.D2}`);
    await press(canvas.getByRole('button', { name: 'Salva bozza' }));
    await waitFor(() =>
      expect(args.onSaveDraft).toHaveBeenCalledWith(expect.objectContaining({ type: 'D2' })),
    );
  },
};

/** A promoter abroad: no province, the city is typed. */
export const ForeignPromoter: Story = {
  args: { draft: promoterAndStudyDraft },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(select(canvas, 'Provincia')).toHaveTextContent('Roma (RM)'));
    await chooseOption(select(canvas, 'Nazione'), 'Germania');
    await expect(select(canvas, 'Provincia')).toBeDisabled();
    await expect(select(canvas, 'Provincia')).toHaveTextContent('Seleziona un valore');
    await expect(select(canvas, 'Provincia')).toHaveAccessibleDescription('Solo per la nazione Italia');
    const city = field(canvas, 'Città');
    await expect(city).toHaveValue('');
    await typeInto(city, 'Berlino');
    await typeInto(field(canvas, 'CAP'), '10115');
    await press(canvas.getByRole('button', { name: 'Avanti' }));
    await expect(heading(canvas)).toHaveTextContent('Passo 2 di 3');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        promoterCountry: 'DE',
        promoterProvince: '',
        promoterCity: 'Berlino',
        promoterPostalCode: '10115',
      }),
    );
  },
};

/** Changing type drops the files the new type does not expect, and says which. */
export const TypeChangeDropsFiles: Story = {
  args: { draft: completeDraft },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await toProposalStep(canvas);
    await expect(canvas.getByText('protocollo_v1.pdf')).toBeVisible();
    await chooseOption(
      select(canvas, 'Tipologia di richiesta'),
      'F - Uso compassionevole di medicinale sottoposto a sperimentazione clinica',
    );
    await expect(
      await canvas.findByText(
        'Con la nuova tipologia sono stati rimossi 2 allegati non previsti: protocollo_v1.pdf (Protocollo dello studio), polizza.pdf (Polizza assicurativa).',
      ),
    ).toBeVisible();
    // 'Consenso informato' is expected by both types: it stays.
    await expect(canvas.getByText('consenso_informato.pdf')).toBeVisible();
    await expect(canvas.queryByText('protocollo_v1.pdf')).toBeNull();
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        type: 'F',
        documents: [expect.objectContaining({ fileName: 'consenso_informato.pdf' })],
      }),
    );
    await expect(canvas.getByRole('button', { name: 'Invia richiesta' })).toBeDisabled();
    await expect(canvas.getByText(/mancano i seguenti campi obbligatori/).parentElement).toHaveTextContent(
      'Richiesta del medico curante',
    );
  },
};

/** Every field is there but the required attachments are not: 'Invia richiesta' stays disabled and says why. */
export const SendBlockedByMissingAttachments: Story = {
  args: { draft: withoutAttachmentsDraft },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await toProposalStep(canvas);
    const send = canvas.getByRole('button', { name: 'Invia richiesta' });
    await expect(send).toBeDisabled();
    const message = canvas.getByText(
      'La richiesta non può essere inviata in quanto mancano i seguenti campi obbligatori:',
    ).parentElement as HTMLElement;
    await expect(
      within(message)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Protocollo dello studio', 'Consenso informato']);
    await expect(send).toHaveAccessibleDescription(/Protocollo dello studio Consenso informato$/);
    await expect(canvas.getByRole('group', { name: 'Polizza assicurativa' })).toBeVisible();

    await uploadInto(
      canvas.getByRole('group', { name: 'Protocollo dello studio (obbligatorio)' }),
      pdfFile('protocollo.pdf'),
    );
    await waitFor(() => expect(within(message).getAllByRole('listitem')).toHaveLength(1));
    await expect(args.uploadFile).toHaveBeenCalledWith(expect.any(File), 'Protocollo dello studio');
    await expect(send).toBeDisabled();
    await press(canvas.getByRole('button', { name: 'Scarica modello: Consenso informato' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledWith(
      'template-consenso-informato',
      'Consenso informato',
    );
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Everything in place: the confirmation comes first, and only then the send callback, with the contract's payload. */
export const CompleteSend: Story = {
  args: { draft: completeDraft },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await toProposalStep(canvas);
    await expect(canvas.queryByText(/mancano i seguenti campi obbligatori/)).toBeNull();
    await press(canvas.getByRole('button', { name: 'Invia richiesta' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Conferma invio' });
    await expect(args.onSend).not.toHaveBeenCalled();
    await press(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledOnce());
    await expect(args.onSend).toHaveBeenCalledWith({
      ...completeDraft,
      linkedRequestId: null,
      documents: [
        { _id: 'document-protocollo_v1-pdf', type: 'Protocollo dello studio' },
        { _id: 'document-consenso_informato-pdf', type: 'Consenso informato' },
        { _id: 'document-polizza-pdf', type: 'Polizza assicurativa' },
      ],
    });
    await expect(await canvas.findByText('Richiesta inviata.')).toBeVisible();
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(null);
  },
};

/** The send fails: an Italian message with the server's reason, and nothing typed is lost. */
export const SendFails: Story = {
  args: {
    draft: completeDraft,
    onSend: fn(async () => {
      throw new Error('La richiesta è stata modificata da un altro utente');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toProposalStep(canvas);
    await press(canvas.getByRole('button', { name: 'Invia richiesta' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Conferma invio' });
    await press(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile inviare la richiesta. Riprova. (La richiesta è stata modificata da un altro utente)',
    );
    await expect(field(canvas, 'Oggetto')).toHaveValue(completeDraft.subject);
    await press(canvas.getByRole('button', { name: 'Torna Indietro' }));
    await expect(field(canvas, 'Titolo dello studio')).toHaveValue(completeDraft.studyTitle);
  },
};

/** A malformed value keeps the user on its step, so a request with one never reaches 'Invia richiesta'. */
export const InvalidValueBlocksNext: Story = {
  args: { draft: { ...completeDraft, promoterPec: 'alfa@pec' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Avanti' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Correggi i campi evidenziati prima di proseguire.',
    );
    await expect(heading(canvas)).toHaveTextContent('Passo 1 di 3');
    await waitFor(() => expect(field(canvas, 'PEC')).toHaveFocus(), { timeout: 3000 });
    await expect(field(canvas, 'PEC')).toHaveAccessibleDescription('Indirizzo e-mail non valido');
    // The error summary on top names the field and leads back to it.
    const summary = canvas.getByRole('group', { name: "C'è un problema" });
    const link = within(summary).getByRole('link', { name: 'PEC: Indirizzo e-mail non valido' });
    field(canvas, 'Indirizzo').focus();
    await userEvent.click(link);
    await expect(field(canvas, 'PEC')).toHaveFocus();
    await expect(stepItems(canvas)[0]).toHaveTextContent('Dati del promotore, contiene errori');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Each keystroke reaches the draft at once: leaving the page before 'Avanti' loses nothing typed. */
export const DraftFromFirstKeystroke: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Abbiamo ripristinato/)).not.toBeInTheDocument();
    await expect(args.onDraftChange).not.toHaveBeenCalled();
    await userEvent.type(field(canvas, 'Indirizzo'), 'V');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ promoterAddress: 'V' });
    await userEvent.type(field(canvas, 'Telefono'), '06');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ promoterAddress: 'V', promoterTel: '06' });
  },
};

/** 'Salva bozza' with some fields left empty: saved, with the contract's payload. */
export const SaveDraft: Story = {
  args: { draft: { promoterAddress: 'Via Roma 1' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(field(canvas, 'Telefono'), '06 1234567');
    await press(canvas.getByRole('button', { name: 'Salva bozza' }));
    await expect(await canvas.findByText('Bozza salvata.')).toBeVisible();
    await expect(args.onSaveDraft).toHaveBeenCalledWith(
      expect.objectContaining({
        promoterName: 'Farmaceutica Alfa S.p.A.',
        promoterAddress: 'Via Roma 1',
        promoterTel: '06 1234567',
        promoterEmail: '',
        type: null,
        documents: [],
      }),
    );
  },
};

/** Saving fails: the message says so, the values stay. */
export const SaveDraftFails: Story = {
  args: {
    draft: promoterAndStudyDraft,
    onSaveDraft: fn(async () => {
      throw new Error('Impossibile contattare il server. Controlla la connessione e riprova.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Salva bozza' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile salvare la bozza. Riprova.',
    );
    await expect(field(canvas, 'Indirizzo')).toHaveValue('Via Roma 1');
  },
};

/** The provinces could not be loaded: the user is told and can try again. */
export const ProvincesLoadError: Story = {
  args: {
    loadProvinces: fn(async () => {
      throw new Error('Servizio non disponibile');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossibile caricare le province.');
    await press(canvas.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(args.loadProvinces).toHaveBeenCalledTimes(2));
  },
};

/**
 * A request the applicant may no longer change (sent, waiting for its protocol): its values as
 * stored, every control disabled, the steps still browsable, and no saving, clearing or sending.
 */
export const ReadOnly: Story = {
  args: {
    isReadOnly: true,
    request: makeRequest({
      state: 'WAIT_PROT',
      promoterName: 'Farmaceutica Beta S.r.l.',
      documents: completeDraft.documents ?? [],
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The stored promoter stays: the company's prefill does not apply to a request shown as it is.
    await expect(field(canvas, 'Denominazione del promotore')).toHaveValue('Farmaceutica Beta S.r.l.');
    await expect(field(canvas, 'Denominazione del promotore')).toBeDisabled();
    await expect(field(canvas, 'Denominazione del promotore')).not.toHaveAccessibleDescription(
      "Precompilato con i dati dell'ente",
    );
    await waitFor(() => expect(select(canvas, 'Provincia')).toHaveTextContent('Roma (RM)'));
    await expect(select(canvas, 'Provincia')).toBeDisabled();
    await expect(select(canvas, 'Città')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Salva bozza' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancella bozza' })).toBeNull();

    await toProposalStep(canvas);
    await expect(field(canvas, 'Oggetto')).toBeDisabled();
    await expect(select(canvas, 'Tipologia di richiesta')).toBeDisabled();
    const protocol = canvas.getByRole('group', { name: 'Protocollo dello studio (obbligatorio)' });
    await expect(within(protocol).getByText('protocollo_v1.pdf')).toBeVisible();
    await expect(within(protocol).getByRole('button', { name: 'Sostituisci file' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Invia richiesta' })).toBeNull();
    // Templates stay at hand.
    await press(canvas.getByRole('button', { name: 'Scarica modello: Consenso informato' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledWith(
      'template-consenso-informato',
      'Consenso informato',
    );
    await press(canvas.getByRole('button', { name: 'Torna Indietro' }));
    await expect(heading(canvas)).toHaveTextContent('Passo 2 di 3: Dati dello studio');
    await expect(args.onDraftChange).not.toHaveBeenCalled();
  },
};

/** The form in English, from the toolbar's language. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { draft: withoutAttachmentsDraft },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvas)).toHaveTextContent('Step 1 of 3: Promoter data');
    await expect(field(canvas, 'Promoter name')).toHaveValue('Farmaceutica Alfa S.p.A.');
    await press(canvas.getByRole('button', { name: 'Next' }));
    await press(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText(/The request cannot be sent because/)).toBeVisible();
  },
};
