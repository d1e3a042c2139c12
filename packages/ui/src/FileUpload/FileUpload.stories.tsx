import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload, type FileUploadProps } from './FileUpload';

const pdf = (name = 'protocollo_studio_v3.pdf', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** The hidden input behind React Aria's FileTrigger: the only way a test can hand it a file. */
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('FileTrigger renders a file input');
  return input;
};

/**
 * The chooser closed without a file (the browser's `cancel` on the input), until the component, which
 * listens from an effect, answers with its alert: in a browser with no test harness the play function
 * can start before React has run the effect.
 */
const closeChooser = (canvasElement: HTMLElement) =>
  waitFor(() => {
    fileInput(canvasElement).dispatchEvent(new Event('cancel'));
    return within(canvasElement).getByRole('alert');
  });

/**
 * Drags a file from outside the page onto an element, as the operating system does. Native events:
 * Testing Library's `fireEvent` copies `dataTransfer` into an empty one, losing the file. A file put
 * in a DataTransfer by a script has no file-system entry, which React Aria needs to tell a file from a
 * folder, so the entry the operating system would give is supplied for the drop.
 */
const dropFile = (target: Element, file: File) => {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  const entry = spyOn(DataTransferItem.prototype, 'webkitGetAsEntry').mockReturnValue({
    isFile: true,
    isDirectory: false,
  } as FileSystemEntry);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
  entry.mockRestore();
};

/** Keeps the stored file's name, as a form does once the upload succeeds. */
const StatefulFileUpload = (args: FileUploadProps) => {
  const [fileName, setFileName] = useState(args.currentFileName);
  return (
    <FileUpload
      {...args}
      currentFileName={fileName}
      onUpload={async (file, reportProgress) => {
        await args.onUpload(file, reportProgress);
        setFileName(file.name);
      }}
      onRemove={
        args.onRemove &&
        (() => {
          args.onRemove?.();
          setFileName(undefined);
        })
      }
    />
  );
};

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  render: (args) => <StatefulFileUpload {...args} />,
  args: {
    label: 'Protocollo dello studio',
    acceptedFileTypes: ['application/pdf', '.p7m'],
    onUpload: fn(async () => undefined),
    onRemove: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Protocollo dello studio' })).toHaveAccessibleDescription(
      'Formati ammessi: PDF, P7M. Dimensione massima: 20 MB.',
    );
    const file = pdf();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file, expect.any(Function));
    await expect(await canvas.findByRole('status')).toHaveTextContent('protocollo_studio_v3.pdf caricato.');
    await expect(canvas.getByText('protocollo_studio_v3.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sostituisci file' })).toBeVisible();
  },
};

/** The chooser opens from the keyboard; the drop zone is a stop of its own, which also takes a pasted file. */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The browser's own file dialog cannot run in a headless test: count the openings instead.
    const openChooser = spyOn(fileInput(canvasElement), 'click').mockImplementation(() => undefined);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: /Area di rilascio del file: Protocollo dello studio/ }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Scegli file' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(openChooser).toHaveBeenCalledTimes(2);
  },
};

export const DropAFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText('Trascina qui il file oppure').parentElement as HTMLElement;
    dropFile(zone, pdf('consenso_informato.pdf'));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('status')).toHaveTextContent('consenso_informato.pdf caricato.');
  },
};

/** Replace and remove the stored file; removing by keyboard leaves focus on the chooser. */
export const WithCurrentFile: Story = {
  args: { ...Default.args, currentFileName: 'protocollo_studio_v2.pdf' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('protocollo_studio_v2.pdf')).toBeVisible();
    const remove = canvas.getByRole('button', { name: 'Rimuovi protocollo_studio_v2.pdf' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('protocollo_studio_v2.pdf')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Scegli file' })).toHaveFocus();
  },
};

export const Replace: Story = {
  args: { ...Default.args, currentFileName: 'protocollo_studio_v2.pdf' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf('protocollo_studio_v3.pdf'));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('protocollo_studio_v3.pdf')).toBeVisible();
    await expect(canvas.queryByText('protocollo_studio_v2.pdf')).toBeNull();
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf('scansione.pdf', 20 * 1024 * 1024 + 1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Il file supera la dimensione massima di 20 MB.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** The file chooser filters by type, but a dropped file can be anything: it is checked too. */
export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText('Trascina qui il file oppure').parentElement as HTMLElement;
    const word = new File(['testo'], 'lettera.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    dropFile(zone, word);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Formato non ammesso. Formati ammessi: PDF, P7M.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/**
 * The chooser closed without a file (the browser's `cancel`): 'Nessun file selezionato' in the log, as
 * the spec asks, and beside the field, so the attempt never fails silently.
 */
export const NoFileChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(await closeChooser(canvasElement)).toHaveTextContent('Nessun file selezionato');
      await expect(warn).toHaveBeenCalledWith('Nessun file selezionato');
    } finally {
      warn.mockRestore();
    }
    await expect(args.onUpload).not.toHaveBeenCalled();
    // A file chosen next replaces the message with the upload's outcome.
    await userEvent.upload(fileInput(canvasElement), pdf());
    await expect(await canvas.findByRole('status')).toHaveTextContent('protocollo_studio_v3.pdf caricato.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A selection that holds no file (an empty `change`), or a drop of text: the same log and message. */
export const NoFileSelectedOrDropped: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      fileInput(canvasElement).dispatchEvent(new Event('change', { bubbles: true }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Nessun file selezionato');
      await expect(warn).toHaveBeenCalledTimes(1);

      const zone = canvas.getByText('Trascina qui il file oppure').parentElement as HTMLElement;
      const dataTransfer = new DataTransfer();
      dataTransfer.setData('text/plain', 'protocollo_studio_v3.pdf');
      for (const type of ['dragenter', 'dragover', 'drop']) {
        zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
      }
      await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
      await expect(warn).toHaveBeenLastCalledWith('Nessun file selezionato');
      await expect(canvas.getByRole('alert')).toHaveTextContent('Nessun file selezionato');
    } finally {
      warn.mockRestore();
    }
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** While `onUpload` is pending, a progress bar shows the reported percentage and the chooser waits. */
export const Uploading: Story = {
  args: {
    ...Default.args,
    onUpload: fn((_file: File, reportProgress: (percent: number) => void) => {
      reportProgress(40);
      return new Promise<void>(() => undefined);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf());
    const bar = await canvas.findByRole('progressbar', { name: 'protocollo_studio_v3.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Caricamento di protocollo_studio_v3.pdf in corso…',
    );
    await expect(canvas.getByRole('button', { name: 'Scegli file' })).toBeDisabled();
  },
};

/** Without progress reports the bar is indeterminate. */
export const UploadingWithoutProgress: Story = {
  args: { ...Default.args, onUpload: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf());
    const spinner = await canvas.findByRole('progressbar', {
      name: 'Caricamento di protocollo_studio_v3.pdf in corso…',
    });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

/** The upload fails without a reason: the message says so and invites a retry. */
export const UploadFailed: Story = {
  args: { ...Default.args, onUpload: fn(async () => Promise.reject(new Error())) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Caricamento di protocollo_studio_v3.pdf non riuscito. Riprova.',
    );
    await expect(canvas.getByRole('button', { name: 'Scegli file' })).toBeEnabled();
  },
};

/** The server refuses the file and says why: the message names its reason, not just 'Riprova'. */
export const UploadRefusedByServer: Story = {
  args: {
    ...Default.args,
    onUpload: fn(async () =>
      Promise.reject(
        new Error('Formato non ammesso: sono ammessi PDF, P7M, DOC, DOCX, ODT, XLS, XLSX, ZIP, JPEG e PNG'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Caricamento di protocollo_studio_v3.pdf non riuscito: Formato non ammesso: sono ammessi PDF',
    );
  },
};

export const Disabled: Story = {
  args: { ...Default.args, currentFileName: 'protocollo_studio_v2.pdf', isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sostituisci file' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Rimuovi protocollo_studio_v2.pdf' })).toBeDisabled();
  },
};

export const RequiredAndMissing: Story = {
  args: {
    ...Default.args,
    isRequired: true,
    errorMessage: 'Allegato obbligatorio: carica il documento per inviare la richiesta.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /\(obbligatorio\)$/ });
    await expect(group).toHaveAccessibleDescription(
      /Allegato obbligatorio: carica il documento per inviare la richiesta\.$/,
    );
  },
};

export const LongText: Story = {
  args: {
    ...Default.args,
    label: 'Dichiarazione del promotore sulla natura non profit dello studio e sull’utilizzo dei dati',
    currentFileName:
      'dichiarazione_promotore_natura_non_profit_studio_firmata_digitalmente_2026_03_02.pdf.p7m',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...Default.args, label: 'Study protocol' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Choose file' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Study protocol' })).toHaveAccessibleDescription(
      'Accepted formats: PDF, P7M. Maximum size: 20 MB.',
    );
    await expect(await closeChooser(canvasElement)).toHaveTextContent('No file selected');
  },
};
