import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const homeContent = `<h2>Comitato Etico Territoriale</h2>
<p>Il portale raccoglie le <strong>richieste di parere</strong> sugli studi clinici e sugli <em>usi compassionevoli</em>.</p>
<ul><li>Compila la richiesta in tre passi.</li><li>Allega i documenti obbligatori.</li></ul>
<p>Per assistenza scrivi a <a href="mailto:cet@regione.example.it">cet@regione.example.it</a>.</p>`;

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  args: { html: homeContent },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // DOMPurify loads with the first SafeHtml shown, then the content appears.
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Comitato Etico Territoriale' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'cet@regione.example.it' })).toHaveAttribute(
      'href',
      'mailto:cet@regione.example.it',
    );
  },
};

declare global {
  interface Window {
    xssRan?: boolean;
  }
}

/** Stored HTML carrying every usual attack: none of it survives, the text around it does. */
export const Malicious: Story = {
  args: {
    html: `<p>Testo della pagina principale.</p>
<script>window.xssRan = true</script>
<img src="x" alt="Logo" onerror="window.xssRan = true">
<a href="javascript:window.xssRan = true">Apri il bando</a>
<a href="https://www.regione.example.it/bando" onclick="window.xssRan = true">Bando</a>
<iframe src="https://example.com" title="Incorporato"></iframe>
<svg><script>window.xssRan = true</script></svg>
<form action="https://example.com"><button>Invia</button></form>
<p style="position:fixed;inset:0">Sovrapposto</p>`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Testo della pagina principale.')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, svg, form, button')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('onerror');
    await expect(canvas.getByText('Apri il bando')).not.toHaveAttribute('href');
    const link = canvas.getByRole('link', { name: 'Bando' });
    await expect(link).toHaveAttribute('href', 'https://www.regione.example.it/bando');
    await expect(link).not.toHaveAttribute('onclick');
    await expect(canvas.getByText('Sovrapposto')).not.toHaveAttribute('style');
    // Give a broken image's onerror the time it would need to fire.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await waitFor(() => expect(window.xssRan).toBeUndefined());
  },
};

/** The home page's footer, rendered into its own landmark element. */
export const AsFooterContent: Story = {
  args: {
    as: 'footer',
    html: '<p>Regione Example - Via Roma 1, 00100 Roma - PEC: <a href="mailto:cet@pec.regione.example.it">cet@pec.regione.example.it</a></p>',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('contentinfo')).toHaveTextContent('Via Roma 1');
  },
};

export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.firstElementChild).toBeEmptyDOMElement();
  },
};

export const LongText: Story = {
  args: {
    html: `<p>${'Le richieste di parere devono essere presentate complete di tutta la documentazione prevista dalla tipologia di studio. '.repeat(12)}</p><p>https://www.regione.example.it/comitato-etico-territoriale/documentazione/modulistica/archivio-moduli-categorie-a1-a2-b1-b2</p>`,
  },
};
