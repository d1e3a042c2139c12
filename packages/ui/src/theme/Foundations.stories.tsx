import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { contrastRatio } from './contrast';
import { type Theme, theme } from './theme';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  margin-block-end: ${({ theme }) => theme.space.xl};
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    padding-block-end: ${({ theme }) => theme.space.sm};
  }
  th, td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
    text-align: left;
    vertical-align: middle;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 48px;
  height: 24px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $color }) => $color};
`;

const Sample = styled.span<{ $color: string; $background: string }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ $color }) => $color};
  background: ${({ $background }) => $background};
`;

const Shape = styled.span<{ $radius?: string; $shadow?: string }>`
  display: inline-block;
  width: 96px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ $radius }) => $radius ?? 0};
  box-shadow: ${({ $shadow }) => $shadow ?? 'none'};
  background: ${({ theme }) => theme.color.background};
`;

type ColourToken = keyof Theme['color'];

/** What each colour is for, in the designers' words. */
const COLOUR_USES: Record<ColourToken, string> = {
  primary: 'Azioni principali, link, elementi attivi',
  primaryHover: 'Azioni principali al passaggio o alla pressione',
  onPrimary: 'Testo e icone sopra il colore primario',
  text: 'Testo',
  textMuted: 'Testo secondario (date, suggerimenti)',
  background: 'Sfondo della pagina',
  surface: 'Sfondo di schede, intestazioni di tabella, zone evidenziate',
  border: 'Bordi dei controlli (campi, pulsanti secondari)',
  borderSubtle: 'Separatori decorativi',
  focusRing: 'Anello del focus da tastiera',
  focusRingInverse: 'Anello del focus sopra il colore primario',
  danger: 'Errori, rifiuti, azioni distruttive',
  success: 'Esiti positivi',
  warning: 'Avvisi',
  neutral: 'Stati neutri',
  highlight: 'Righe in evidenza',
};

/** The WCAG 2.1 AA level a contrast reaches: text needs 4.5:1, large text and graphics 3:1. */
const verdict = (ratio: number) =>
  ratio >= 4.5 ? 'AA testo' : ratio >= 3 ? 'AA testo grande e grafica' : 'Solo decorativo';

const ratio = (a: string, b: string) => contrastRatio(a, b).toFixed(2);

const ColourTokens = () => (
  <Table>
    <caption>Colori del tema, con il contrasto su sfondo (background) e su superficie (surface)</caption>
    <thead>
      <tr>
        <th scope="col">Token</th>
        <th scope="col">Campione</th>
        <th scope="col">Valore</th>
        <th scope="col">Contrasto su background</th>
        <th scope="col">Contrasto su surface</th>
        <th scope="col">Livello WCAG (il minore dei due)</th>
        <th scope="col">Uso</th>
      </tr>
    </thead>
    <tbody>
      {(Object.entries(theme.color) as [ColourToken, string][]).map(([name, value]) => (
        <tr key={name}>
          <th scope="row">
            <code>color.{name}</code>
          </th>
          <td>
            <Swatch $color={value} aria-hidden="true" />
          </td>
          <td>
            <code>{value}</code>
          </td>
          <td>{ratio(value, theme.color.background)}:1</td>
          <td>{ratio(value, theme.color.surface)}:1</td>
          <td>
            {verdict(
              Math.min(
                contrastRatio(value, theme.color.background),
                contrastRatio(value, theme.color.surface),
              ),
            )}
          </td>
          <td>{COLOUR_USES[name]}</td>
        </tr>
      ))}
    </tbody>
  </Table>
);

/** The foreground and background pairs that the components put together. */
const PAIRS: readonly { foreground: ColourToken; background: ColourToken; where: string }[] = [
  { foreground: 'onPrimary', background: 'primary', where: 'Pulsante principale' },
  { foreground: 'onPrimary', background: 'primaryHover', where: 'Pulsante principale premuto' },
  { foreground: 'onPrimary', background: 'danger', where: 'Pulsante di eliminazione' },
  { foreground: 'primary', background: 'surface', where: 'Pulsante secondario premuto, link su scheda' },
  { foreground: 'text', background: 'highlight', where: 'Riga in evidenza' },
  { foreground: 'textMuted', background: 'surface', where: 'Testo secondario su scheda' },
  { foreground: 'focusRing', background: 'background', where: 'Focus da tastiera' },
  { foreground: 'focusRingInverse', background: 'primary', where: 'Focus sopra il colore primario' },
];

const ColourPairs = () => (
  <Table>
    <caption>Coppie di testo e sfondo usate dai componenti</caption>
    <thead>
      <tr>
        <th scope="col">Dove</th>
        <th scope="col">Testo</th>
        <th scope="col">Sfondo</th>
        <th scope="col">Esempio</th>
        <th scope="col">Contrasto</th>
        <th scope="col">Livello WCAG</th>
      </tr>
    </thead>
    <tbody>
      {PAIRS.map(({ foreground, background, where }) => {
        const value = contrastRatio(theme.color[foreground], theme.color[background]);
        return (
          <tr key={`${foreground}-${background}`}>
            <th scope="row">{where}</th>
            <td>
              <code>color.{foreground}</code>
            </td>
            <td>
              <code>color.{background}</code>
            </td>
            <td>
              <Sample $color={theme.color[foreground]} $background={theme.color[background]}>
                Richiesta inviata
              </Sample>
            </td>
            <td>{value.toFixed(2)}:1</td>
            <td>{verdict(value)}</td>
          </tr>
        );
      })}
    </tbody>
  </Table>
);

interface TokenRow {
  /** The token's path in the theme, e.g. `space.md`. */
  token: string;
  value: ReactNode;
  example: ReactNode;
}

/** A table of tokens: each one's path, its value, and an example drawn with it. */
const TokenTable = ({
  caption,
  valueHeading = 'Valore',
  rows,
}: {
  caption: string;
  valueHeading?: string;
  rows: readonly TokenRow[];
}) => (
  <Table>
    <caption>{caption}</caption>
    <thead>
      <tr>
        <th scope="col">Token</th>
        <th scope="col">{valueHeading}</th>
        <th scope="col">Esempio</th>
      </tr>
    </thead>
    <tbody>
      {rows.map(({ token, value, example }) => (
        <tr key={token}>
          <th scope="row">
            <code>{token}</code>
          </th>
          <td>{value}</td>
          <td>{example}</td>
        </tr>
      ))}
    </tbody>
  </Table>
);

/** The rows of a group of tokens, e.g. `theme.space` under `space`; `valueAsCode` for values that are CSS text. */
const tokenRows = <T extends string | number>(
  path: string,
  tokens: Readonly<Record<string, T>>,
  example: (value: T) => ReactNode,
  { valueAsCode = false } = {},
): TokenRow[] =>
  Object.entries(tokens).map(([name, value]) => ({
    token: `${path}.${name}`,
    value: valueAsCode ? <code>{value}</code> : value,
    example: example(value),
  }));

const TypeScale = () => (
  <>
    <TokenTable
      caption="Famiglie di caratteri"
      rows={tokenRows(
        'font',
        { family: theme.font.family, monoFamily: theme.font.monoFamily },
        (fontFamily) => <span style={{ fontFamily }}>Protocollo 000123/2026</span>,
        { valueAsCode: true },
      )}
    />
    <TokenTable
      caption="Scala tipografica (Titillium Web)"
      valueHeading="Dimensione"
      rows={tokenRows('font.size', theme.font.size, (fontSize) => (
        <span style={{ fontSize }}>Comitato Etico Territoriale</span>
      ))}
    />
    <TokenTable
      caption="Pesi e interlinea"
      rows={[
        ...tokenRows('font.weight', theme.font.weight, (fontWeight) => (
          <span style={{ fontWeight }}>Richiesta di sperimentazione clinica</span>
        )),
        ...tokenRows('font.lineHeight', theme.font.lineHeight, (lineHeight) => (
          <p style={{ lineHeight, maxWidth: '24em', margin: 0 }}>
            La segreteria verifica i requisiti formali della richiesta e la inoltra al comitato.
          </p>
        )),
      ]}
    />
  </>
);

const SpacingScale = () => (
  <TokenTable
    caption="Spaziature"
    rows={tokenRows('space', theme.space, (width) => (
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', width, height: 16, background: theme.color.primary }}
      />
    ))}
  />
);

const Shapes = () => (
  <>
    <TokenTable
      caption="Raggi degli angoli"
      rows={tokenRows('radius', theme.radius, (radius) => <Shape $radius={radius} aria-hidden="true" />)}
    />
    <TokenTable
      caption="Ombre"
      rows={tokenRows(
        'shadow',
        theme.shadow,
        (shadow) => <Shape $radius={theme.radius.md} $shadow={shadow} aria-hidden="true" />,
        { valueAsCode: true },
      )}
    />
  </>
);

const meta = {
  title: 'Foundations/Tokens',
  component: ColourTokens,
  parameters: { layout: 'padded' },
  // docs/storybook/Foundations.mdx is this file's docs page.
  tags: ['!autodocs'],
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('row', { name: /color\.primary #435A70/ });
    await expect(primary).toHaveTextContent('7.15:1');
    await expect(primary).toHaveTextContent('AA testo');
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(theme.color).length + 1);
  },
};

export const ColourPairsUsed: Story = {
  name: 'Colour pairs',
  render: () => <ColourPairs />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('row', { name: /^Pulsante principale color/ });
    await expect(button).toHaveTextContent('7.15:1');
    // Every pair the components use reaches AA: text at 4.5:1, the focus rings at 3:1.
    for (const row of within(canvasElement).getAllByRole('row').slice(1)) {
      await expect(row).not.toHaveTextContent('Solo decorativo');
    }
  },
};

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Comitato Etico Territoriale')).toHaveLength(
      Object.keys(theme.font.size).length,
    );
    await expect(canvas.getByRole('row', { name: /font\.weight\.semibold 600/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /font\.lineHeight\.normal 1\.5/ })).toBeVisible();
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /space\.md 16px/ })).toBeVisible();
  },
};

export const RadiusAndShadows: Story = {
  name: 'Radius and shadows',
  render: () => <Shapes />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /radius\.md 8px/ })).toBeVisible();
  },
};
