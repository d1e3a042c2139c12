import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  accessibilityConfigHandler,
  findPageTitle,
  SCREEN_WAIT,
  screenMeta,
} from '../../screens/screenStories';

/**
 * `/accessibilita` (public): the 'Dichiarazione di accessibilità' of AgID's model, with the region's
 * data from the server's configuration, reached from the footer on every page. It is drawn from the
 * configuration the shell has already loaded, so it has no loading or error state of its own.
 */
const meta = {
  title: 'Screens/Public/Accessibility statement',
  tags: ['!autodocs'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  args: { path: '/accessibilita', role: undefined },
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Dichiarazione di accessibilità';

/** Partly compliant: the status, what is not accessible, and the feedback link. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(canvas.getByText(/parzialmente conforme .* WCAG 2\.1 livello AA/)).toBeVisible();
    await expect(canvas.getByText(/I documenti PDF caricati dai richiedenti/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Invia una segnalazione (meccanismo di feedback)' }),
    ).toHaveAttribute('href', 'https://form.agid.gov.it/');
    await expect(
      canvas.getByRole('link', { name: 'Scrivi a accessibilita@regione.example.it' }),
    ).toHaveAttribute('href', 'mailto:accessibilita@regione.example.it');
  },
};

/** From any page, the footer's link leads to the statement (by keyboard too). */
export const FromTheFooter: Story = {
  args: { path: '/documentation', role: 'RIC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: TITLE }, SCREEN_WAIT);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await findPageTitle(canvasElement, TITLE);
  },
};

/** A region whose site is compliant and lists nothing inaccessible (the empty state). */
export const Compliant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accessibilityConfigHandler({ conformance: 'compliant', issues: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(canvas.getByText(/è conforme ai requisiti/)).toBeVisible();
    await expect(canvas.getByText('Non sono noti contenuti non accessibili.')).toBeVisible();
  },
};

/** Many long items of another region: every one listed whole. */
export const LongText: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      accessibilityConfigHandler({
        conformance: 'nonCompliant',
        entity:
          'Azienda Sanitaria Regionale – Dipartimento Salute e Politiche Sociali, Comitato Etico Territoriale Unico',
        issues: Array.from(
          { length: 12 },
          (_, index) =>
            `Contenuto ${index + 1}: i moduli in formato PDF scaricabili dalla sezione Documentazione non hanno una struttura di titoli e le tabelle non dichiarano le intestazioni di colonna.`,
        ),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageTitle(canvasElement, TITLE);
    await expect(
      canvas.getAllByRole('listitem').filter((item) => /^Contenuto \d+:/.test(item.textContent ?? '')),
    ).toHaveLength(12);
    await expect(canvas.getByText(/non è conforme ai requisiti/)).toBeVisible();
  },
};
