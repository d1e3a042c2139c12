import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ListOption } from '../internal/ListOption';
import { ChipTransfer, type ChipTransferProps } from './ChipTransfer';

/** The roles of the user panel's legend. */
const roles: ListOption[] = [
  { id: 'RIC', label: 'RIC', description: 'Richiedente' },
  { id: 'SEG', label: 'SEG', description: 'Segreteria' },
  { id: 'CET', label: 'CET', description: 'Comitato Etico' },
  { id: 'PRE', label: 'PRE', description: 'Presidente' },
];

const split = (all: readonly ListOption[], ids: readonly Key[]) => ({
  selected: all.filter((role) => ids.includes(role.id)),
  available: all.filter((role) => !ids.includes(role.id)),
});

/** The user form's state: it keeps the chosen ids and passes the new split back, as an app does. */
const UserRoles = (args: ChipTransferProps) => {
  const all = [...args.selected, ...args.available];
  const [ids, setIds] = useState(() => args.selected.map((role) => role.id));
  return (
    <ChipTransfer
      {...args}
      {...split(all, ids)}
      onChange={(next) => {
        setIds(next);
        args.onChange(next);
      }}
    />
  );
};

const meta = {
  title: 'Components/ChipTransfer',
  component: ChipTransfer,
  render: (args) => <UserRoles {...args} />,
  args: { ...split(roles, ['RIC']), onChange: fn() },
} satisfies Meta<typeof ChipTransfer>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('grid', { name }));

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      list(canvasElement, 'Ruoli selezionati:').getByRole('row', { name: 'RIC Richiedente' }),
    ).toBeVisible();

    // Keyboard: Tab reaches each list, Enter moves the focused chip, focus stays in its list.
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'RIC Richiedente' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'SEG Segreteria' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['RIC', 'SEG']);
    await expect(
      list(canvasElement, 'Ruoli selezionati:').getByRole('row', { name: 'SEG Segreteria' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('SEG aggiunto alla selezione.');
    await waitFor(() => expect(canvas.getByRole('row', { name: 'CET Comitato Etico' })).toHaveFocus());

    // Delete on a chosen chip moves it back.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'SEG Segreteria' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['RIC']);
    await expect(canvas.getByRole('status')).toHaveTextContent('SEG rimosso dalla selezione.');

    // Mouse: a click moves a chip too.
    await userEvent.click(canvas.getByRole('row', { name: 'PRE Presidente' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['RIC', 'PRE']);
    await expect(
      list(canvasElement, 'Ruoli selezionati:').getByRole('row', { name: 'PRE Presidente' }),
    ).toBeVisible();
  },
};

/** A new user: no role yet. */
export const Empty: Story = {
  args: { ...Default.args, ...split(roles, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Non ci sono ruoli assegnati all'utente.")).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: 'Ruoli selezionati:' })).toBeNull();
  },
};

/** Every role assigned: moving the last one back leaves focus on its now empty list, not on the page. */
export const AllAssigned: Story = {
  args: {
    ...Default.args,
    ...split(
      roles,
      roles.map((role) => role.id),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Non ci sono ruoli disponibili.')).toBeVisible();
    await userEvent.tab();
    for (const [role, left] of [
      ['RIC Richiedente', ['SEG', 'CET', 'PRE']],
      ['SEG Segreteria', ['CET', 'PRE']],
      ['CET Comitato Etico', ['PRE']],
      ['PRE Presidente', []],
    ] as const) {
      await waitFor(() => expect(canvas.getByRole('row', { name: role })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith(left);
    }
    await expect(canvas.getByText("Non ci sono ruoli assegnati all'utente.")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Ruoli selezionati:' })).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { ...Default.args, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('row', { name: 'SEG Segreteria' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('row', { name: 'SEG Segreteria' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    ...Default.args,
    ...split(
      [
        ...roles,
        {
          id: 'ADMIN',
          label: 'ADMIN',
          description: 'Amministratore del portale e dei contenuti della pagina principale',
        },
        {
          id: 'CET-EXT',
          label: 'CET-EXT',
          description: 'Componente esterno del Comitato Etico Territoriale con diritto di voto',
        },
      ],
      ['RIC', 'ADMIN'],
    ),
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { ...Default.args, ...split(roles, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The user has no roles.')).toBeVisible();
    await userEvent.click(canvas.getByRole('row', { name: 'CET Comitato Etico' }));
    await expect(canvas.getByRole('grid', { name: 'Selected roles:' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('CET added to the selection.');
  },
};
