import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { RoleGate } from '../RoleGate';
import { MeetingCard } from './MeetingCard';

const meta = {
  title: 'Components/MeetingCard',
  component: MeetingCard,
  args: {
    identifier: '2026/0042',
    state: 'SUBMITTED',
    stateLabel: 'Inoltrata',
    subject: 'Sperimentazione di fase II di un anticoagulante orale',
    description: 'Studio randomizzato in doppio cieco su 240 pazienti con fibrillazione atriale.',
    renderRequest: () => (
      <p>Promotore: Farmaceutica Alfa S.p.A. – Sperimentatore principale: dott.ssa Conti</p>
    ),
  },
} satisfies Meta<typeof MeetingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Richiesta 2026/0042' });
    await expect(within(card).getByText('Inoltrata')).toBeVisible();
    const link = within(card).getByRole('button', { name: 'Visualizza richiesta 2026/0042' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Richiesta 2026/0042' });
    await expect(within(dialog).getByText(/Farmaceutica Alfa/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(link).toHaveFocus());
  },
};

export const NotAssigned: Story = {
  args: { identifier: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Richiesta Non assegnato' }),
    ).toBeVisible();
  },
};

export const Accepted: Story = {
  args: {
    state: 'ACCEPTED',
    stateLabel: 'Accettata',
    rapporteur: <p>Relatore: Paolo Neri</p>,
    report: <p>Parere favorevole. Allegato: relazione_2026_0042.pdf</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByText('Accettata')).color).toBe('rgb(0, 128, 77)');
    await expect(canvas.getByRole('region', { name: 'Relazione' })).toHaveTextContent('Parere favorevole');
  },
};

export const Rejected: Story = { args: { state: 'REJECTED_CER', stateLabel: 'Rifiutata' } };

/** The rapporteur field shows for PRE only; switch the role toolbar to see the other roles. */
export const AsPresident: Story = {
  globals: { role: 'PRE' },
  args: {
    rapporteur: (
      <RoleGate roles={['PRE']} fallback={<p>Relatore: non ancora assegnato</p>}>
        <Button variant="secondary">Assegna relatore</Button>
      </RoleGate>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Assegna relatore' })).toBeVisible();
  },
};

export const AsApplicant: Story = {
  ...AsPresident,
  globals: { role: 'RIC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Assegna relatore' })).toBeNull();
    await expect(canvas.getByText('Relatore: non ancora assegnato')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    subject:
      'Studio osservazionale prospettico multicentrico sull’aderenza terapeutica e sulla qualità della vita nei pazienti anziani con scompenso cardiaco cronico in trattamento con sacubitril/valsartan',
    description: 'Descrizione estesa dello studio con obiettivi primari e secondari. '.repeat(12),
  },
};
