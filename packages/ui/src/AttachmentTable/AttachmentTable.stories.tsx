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

/** What a cell's label reads on the stacked rows: drawn by CSS, for the eye only. */
const labelOf = (cell: Element) => getComputedStyle(cell, '::before').content;

/** Asserts that the table reflows: stacked rows, labelled cells, nothing wider than its box or the page. */
const expectStackedRows = async (canvasElement: HTMLElement, typeCount: number) => {
  const canvas = within(canvasElement);
  const table = canvas.getByRole('table', { name: 'Allegati' });
  const region = canvas.getByRole('region', { name: 'Allegati' });
  // Still a table for screen readers: its headers, and a row per document type with its cells.
  await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
  await expect(within(table).getAllByRole('row')).toHaveLength(typeCount + 1);
  const protocol = within(table).getByRole('row', { name: /^Protocollo/ });
  const [file, uploaded, history] = within(protocol).getAllByRole('cell');
  if (!file || !uploaded || !history) throw new Error('the row has its three cells');
  // The cells stack under the type, each after its column's label.
  await expect(labelOf(file)).toMatch(/^"File"/);
  await expect(labelOf(uploaded)).toMatch(/^"Caricato il"/);
  await expect(labelOf(history)).toMatch(/^"Versioni precedenti"/);
  await expect(uploaded.getBoundingClientRect().top).toBeGreaterThan(file.getBoundingClientRect().top);
  await expect(within(protocol).getByText('02/03/2026')).toBeVisible();
  // Nothing scrolls sideways: neither the table's box nor the page.
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const download = within(protocol).getByRole('button', { name: 'Scarica protocollo_v3.pdf' });
  await expect(download.getBoundingClientRect().right).toBeLessThanOrEqual(
    region.getBoundingClientRect().right,
  );
  return { canvas, protocol };
};

/**
 * On a 320-pixel phone each document type is a card: its file, upload date and earlier versions under
 * their labels, with no sideways scrolling; the earlier versions still open with the keyboard.
 */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: LongText.args,
  play: async ({ args, canvasElement }) => {
    const { canvas } = await expectStackedRows(canvasElement, args.documentTypes.length);
    await expect(canvas.getByText('dichiarazione_promotore_natura_n...')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: '2 versioni precedenti' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    const earlier = canvas.getByRole('button', { name: 'Scarica protocollo_v2.pdf' });
    await expect(earlier).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(attachments[2]);
  },
};

/** In a 390-pixel column (a phone's width) the rows stack too: the container's width decides, not the window's. */
export const NarrowContainer: Story = {
  tags: ['!dev', '!autodocs'],
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    await expectStackedRows(canvasElement, args.documentTypes.length);
  },
};

/** Wide enough for its four columns, it is an ordinary table: no labels before the cells. */
export const WideColumns: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const protocol = within(canvasElement).getByRole('row', { name: /^Protocollo/ });
    const [file, uploaded] = within(protocol).getAllByRole('cell');
    if (!file || !uploaded) throw new Error('the row has its cells');
    await expect(labelOf(file)).toBe('none');
    await expect(uploaded.getBoundingClientRect().top).toBe(file.getBoundingClientRect().top);
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
