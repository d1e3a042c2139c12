import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { RoleGate } from './RoleGate';

/** A role-gated action: the secretariat's 'Nuova Riunione' button. The story reads the role toolbar. */
const meta = {
  title: 'Patterns/RoleGate',
  component: RoleGate,
  args: {
    roles: ['SEG'],
    children: <Button>Nuova Riunione</Button>,
    fallback: <p>Nessuna azione disponibile per il tuo ruolo.</p>,
  },
} satisfies Meta<typeof RoleGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsSecretariat: Story = {
  globals: { role: 'SEG' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Nuova Riunione' })).toBeVisible();
  },
};

export const AsApplicant: Story = {
  globals: { role: 'RIC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Nuova Riunione' })).toBeNull();
    await expect(canvas.getByText('Nessuna azione disponibile per il tuo ruolo.')).toBeVisible();
  },
};

export const AsCommittee: Story = { ...AsApplicant, globals: { role: 'CET' } };

export const AsPresident: Story = { ...AsApplicant, globals: { role: 'PRE' } };

export const AsAdministrator: Story = { ...AsApplicant, globals: { role: 'ADMIN' } };

export const SignedOut: Story = { ...AsApplicant, globals: { role: 'NONE' } };

export const WithoutFallback: Story = {
  args: { ...meta.args, fallback: undefined },
  globals: { role: 'RIC' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
