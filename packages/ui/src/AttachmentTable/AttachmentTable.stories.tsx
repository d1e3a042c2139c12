import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type Attachment, AttachmentTable } from './AttachmentTable';

const documentTypes = [
  { label: 'Protocollo', required: true },
  { label: 'Sinossi', required: true },
  { label: 'Consenso informato', required: true },
  { label: 'Lettera di intenti' },
];

const attachments: Attachment[] = [
  { id: 'doc-1', fileName: 'protocollo_v1.pdf', type: 'Protocollo', updated: '2026-01-12T09:30:00+01:00' },
  { id: 'doc-3', fileName: 'protocollo_v3.pdf', type: 'Protocollo', updated: '2026-03-02T10:15:00+01:00' },
  { id: 'doc-2', fileName: 'protocollo_v2.pdf', type: 'Protocollo', updated: '2026-02-05T16:00:00+01:00' },
  { id: 'doc-4', fileName: 'consenso.pdf', type: 'Consenso informato', updated: '2026-02-20T11:00:00+01:00' },
];

const meta = {
  title: 'Components/AttachmentTable',
  component: AttachmentTable,
  args: { caption: 'Allegati', documentTypes, attachments, onDownload: fn() },
} satisfies Meta<typeof AttachmentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Allegati' });
    const protocol = within(table).getByRole('row', { name: /^Protocollo/ });
    await expect(within(protocol).getByRole('rowheader')).toHaveTextContent('ProtocolloObbligatorio');
    await expect(within(protocol).getByText('02/03/2026')).toBeVisible();

    const synopsis = within(table).getByRole('row', { name: /^Sinossi/ });
    await expect(within(synopsis).getByText('Documento non presente')).toBeVisible();
    await expect(within(table).getAllByText('Documento non presente')).toHaveLength(2);

    await userEvent.click(within(protocol).getByRole('button', { name: 'Scarica protocollo_v3.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(attachments[1]);
  },
};

/** The earlier versions of a type open with the keyboard and each one downloads. */
export const History: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '2 versioni precedenti' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Scarica protocollo_v2.pdf' })).toBeNull();

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const versions = within(canvas.getByRole('group', { name: '2 versioni precedenti' })).getAllByRole(
      'listitem',
    );
    await expect(versions.map((version) => version.textContent)).toEqual([
      'protocollo_v2.pdfScarica05/02/2026',
      'protocollo_v1.pdfScarica12/01/2026',
    ]);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Scarica protocollo_v2.pdf' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDownload).toHaveBeenCalledWith(attachments[2]);

    await userEvent.click(toggle);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Scarica protocollo_v2.pdf' })).toBeNull(),
    );
  },
};

/** No file yet for any type: every row says so in red and in words. */
export const Empty: Story = {
  args: { ...Default.args, attachments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Documento non presente')).toHaveLength(4);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const longName = 'dichiarazione_promotore_natura_non_profit_firmata.pdf.p7m';

/** Names over 32 characters are cut; keyboard focus or hover on the download action shows the whole name. */
export const LongText: Story = {
  args: {
    ...Default.args,
    documentTypes: [
      ...documentTypes,
      { label: 'Dichiarazione del promotore sulla natura non profit dello studio', required: true },
    ],
    attachments: [
      ...attachments,
      {
        id: 'doc-5',
        fileName: longName,
        type: 'Dichiarazione del promotore sulla natura non profit dello studio',
        updated: '2026-03-01T08:00:00+01:00',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('dichiarazione_promotore_natura_n...')).toBeVisible();
    const download = canvas.getByRole('button', { name: `Scarica ${longName}` });
    canvas.getByRole('button', { name: 'Scarica consenso.pdf' }).focus();
    await userEvent.tab();
    await expect(download).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(longName);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

/** A file of a type no longer in the configuration still shows, after the configured types. */
export const UnconfiguredType: Story = {
  args: {
    ...Default.args,
    attachments: [
      ...attachments,
      { id: 'doc-6', fileName: 'budget.xlsx', type: 'Budget', updated: '2025-12-01T12:00:00+01:00' },
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows.at(-1)).toHaveTextContent('Budgetbudget.xlsxScarica01/12/2025Nessuna');
  },
};

export const HiddenCaption: Story = {
  args: { ...Default.args, showCaption: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Allegati' })).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { ...Default.args, caption: 'Attachments' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'Document type' })).toBeVisible();
    await expect(canvas.getAllByText('Document missing')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '2 earlier versions' })).toBeVisible();
  },
};
