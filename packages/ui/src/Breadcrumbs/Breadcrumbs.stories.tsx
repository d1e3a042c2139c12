import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '#/home' },
      { label: 'Lista Richieste in lavorazione', href: '#/requestListInProgress' },
      { label: 'Richiesta 2026/0042', href: '#/showRequest/42' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Percorso di navigazione' });
    // React Aria draws a collection's items after a first pass that only collects them.
    const current = await within(nav).findByText('Richiesta 2026/0042');
    await expect(current.closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

export const SingleLevel: Story = { args: { items: [{ label: 'Home', href: '#/home' }] } };

export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', href: '#/home' },
      { label: 'Lista Richieste Usi Compassionevoli in lavorazione', href: '#/requestListCompInProgress' },
      {
        label: 'Richiesta di uso compassionevole di medicinale sottoposto a sperimentazione clinica',
        href: '#/showRequest/7',
      },
    ],
  },
};
