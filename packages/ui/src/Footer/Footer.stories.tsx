import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Patterns/Footer',
  component: Footer,
  args: {
    department: 'Dipartimento Salute – Comitato Etico Territoriale',
    addressLines: ['Via Cristoforo Colombo 112', '00147 Roma (RM)'],
    phone: '06 5168 0000',
    email: 'comitato.etico@regione.example.it',
    pec: 'comitato.etico@pec.regione.example.it',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByText('00147 Roma (RM)')).toBeVisible();
    await expect(
      within(footer).getByRole('link', { name: 'comitato.etico@pec.regione.example.it' }),
    ).toHaveAttribute('href', 'mailto:comitato.etico@pec.regione.example.it');
  },
};

export const WithoutPhone: Story = { args: { phone: undefined } };

export const LongText: Story = {
  args: {
    department:
      'Direzione regionale salute e integrazione sociosanitaria – Area rete ospedaliera e specialistica – Comitato Etico Territoriale Lazio Area 3',
    addressLines: ['Via Rosa Raimondi Garibaldi 7, Palazzina B, piano terzo, stanza 312', '00145 Roma (RM)'],
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Certified e-mail (PEC):')).toBeVisible();
  },
};
