import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { contrastRatio } from './contrast';
import { theme } from './theme';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
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

const ratio = (a: string, b: string) => contrastRatio(a, b).toFixed(2);

const ColourTokens = () => (
  <Table>
    <caption>Colori del tema, con il contrasto su sfondo bianco e su superficie</caption>
    <thead>
      <tr>
        <th scope="col">Token</th>
        <th scope="col">Campione</th>
        <th scope="col">Valore</th>
        <th scope="col">Contrasto su background</th>
        <th scope="col">Contrasto su surface</th>
      </tr>
    </thead>
    <tbody>
      {Object.entries(theme.color).map(([name, value]) => (
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
        </tr>
      ))}
    </tbody>
  </Table>
);

const TypeScale = () => (
  <Table>
    <caption>Scala tipografica (Titillium Web)</caption>
    <thead>
      <tr>
        <th scope="col">Token</th>
        <th scope="col">Dimensione</th>
        <th scope="col">Esempio</th>
      </tr>
    </thead>
    <tbody>
      {Object.entries(theme.font.size).map(([name, size]) => (
        <tr key={name}>
          <th scope="row">
            <code>font.size.{name}</code>
          </th>
          <td>{size}</td>
          <td style={{ fontSize: size }}>Comitato Etico Territoriale</td>
        </tr>
      ))}
    </tbody>
  </Table>
);

const SpacingScale = () => (
  <Table>
    <caption>Spaziature</caption>
    <thead>
      <tr>
        <th scope="col">Token</th>
        <th scope="col">Valore</th>
        <th scope="col">Esempio</th>
      </tr>
    </thead>
    <tbody>
      {Object.entries(theme.space).map(([name, size]) => (
        <tr key={name}>
          <th scope="row">
            <code>space.{name}</code>
          </th>
          <td>{size}</td>
          <td>
            <span
              aria-hidden="true"
              style={{ display: 'inline-block', width: size, height: 16, background: theme.color.primary }}
            />
          </td>
        </tr>
      ))}
    </tbody>
  </Table>
);

const meta = {
  title: 'Foundations/Tokens',
  component: ColourTokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /color\.primary #0066CC/ });
    await expect(row).toHaveTextContent('5.57:1');
  },
};

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Comitato Etico Territoriale')).toHaveLength(
      Object.keys(theme.font.size).length,
    );
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /space\.md 16px/ })).toBeVisible();
  },
};
