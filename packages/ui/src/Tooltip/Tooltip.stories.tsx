import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TriggerButton } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Scarica le richieste filtrate nel formato scelto',
    children: <TriggerButton variant="secondary">Scarica Lista</TriggerButton>,
  },
  // Room above the trigger, where the tooltip opens.
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: '4rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus opens the tooltip at once and links it to the trigger; Escape closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Scarica Lista' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Scarica le richieste filtrate nel formato scelto');
    await expect(trigger).toHaveAccessibleDescription('Scarica le richieste filtrate nel formato scelto');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Hovering opens it after a short delay; leaving closes it. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Scarica Lista' });
    // A pointer press first: React Aria opens tooltips on hover only after a pointer interaction.
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: 3000 });
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(tooltip).toHaveTextContent('Scarica le richieste filtrate nel formato scelto');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Bottom: Story = {
  args: { ...Default.args, placement: 'bottom' },
  play: async () => {
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toHaveAttribute(
      'data-placement',
      'bottom',
    );
  },
};

/** A long description wraps inside the tooltip's maximum width. */
export const LongText: Story = {
  args: {
    ...Default.args,
    content:
      'Studio clinico randomizzato, in doppio cieco, sulla sicurezza e l’efficacia di un nuovo anticoagulante orale nei pazienti con fibrillazione atriale',
  },
  play: async () => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
