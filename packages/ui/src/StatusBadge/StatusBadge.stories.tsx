import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MeetingStatusBadge, RequestStatusBadge, StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { label: 'Inoltrata' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const requestStates = [
  ['DRAFT', 'Bozza'],
  ['PENDING', 'In attesa di valutazione'],
  ['WAIT_PROT', 'In attesa di protocollo'],
  ['SUBMITTED', 'Inoltrata'],
  ['TO_INTEGRATE', 'Da integrare'],
  ['INTEGRATED', 'Integrata'],
  ['ACCEPTED', 'Accettata'],
  ['REJECTED', 'Rifiutata'],
  ['REJECTED_CER', 'Rifiutata'],
] as const;

export const RequestStates: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
      {requestStates.map(([state, label]) => (
        <li key={state}>
          <RequestStatusBadge state={state} label={label} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accepted = canvas.getByText('Accettata');
    const [rejected] = canvas.getAllByText('Rifiutata');
    const forwarded = canvas.getByText('Inoltrata');
    // Green accepted, red rejected, grey otherwise: each also carries its own glyph.
    await expect(getComputedStyle(accepted).color).toBe('rgb(0, 128, 77)');
    await expect(getComputedStyle(rejected as HTMLElement).color).toBe('rgb(192, 42, 67)');
    await expect(getComputedStyle(forwarded).color).toBe('rgb(92, 111, 130)');
    await expect(accepted.textContent).toBe('✓Accettata');
  },
};

export const MeetingStates: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8 }}>
      <MeetingStatusBadge status="open" />
      <MeetingStatusBadge status="closed" />
      <MeetingStatusBadge status="waiting" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByText('Aperta')).color).toBe('rgb(0, 128, 77)');
    await expect(canvas.getByText('Chiusa')).toBeVisible();
    await expect(canvas.getByText('In attesa')).toBeVisible();
  },
};

export const English: Story = {
  ...MeetingStates,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Open')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { label: 'In attesa di protocollo dopo integrazione richiesta dal comitato' },
};
