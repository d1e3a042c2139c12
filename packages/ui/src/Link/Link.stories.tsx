import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiProvider } from '../UiProvider';
import { Link } from './Link';

const navigate = fn();

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/documentazione', children: 'Documentazione' },
  decorators: [
    (Story) => (
      <UiProvider navigate={navigate} locale="it-IT">
        <Story />
      </UiProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click navigates through the app's router: the page stays, the router goes to the address. */
export const InApp: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Documentazione' });
    await expect(link).toHaveAttribute('href', '/documentazione');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/documentazione');
  },
};

/** Reached by Tab and followed with Enter, as any link. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Documentazione' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/documentazione');
  },
};

/** A link that opens another window is the browser's: the router is not asked. */
export const NewWindow: Story = {
  args: { href: '/manuale/index.html', target: '_blank', rel: 'noopener noreferrer', children: 'Manuale' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Manuale' });
    // Only the router's part is checked: once the link has had the click, the window's listener
    // (the last to hear it) keeps the browser from opening another window.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};
