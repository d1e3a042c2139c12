import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.text};
`;

export const FormatField = styled.div`
  width: 12rem;
`;

export const Note = styled.p<{ $tone: 'muted' | 'danger' }>`
  flex-basis: 100%;
  margin: 0;
  min-height: ${({ theme }) => theme.font.lineHeight.normal}em;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.color.danger : theme.color.textMuted)};
  font-weight: ${({ $tone, theme }) => ($tone === 'danger' ? theme.font.weight.semibold : theme.font.weight.regular)};
`;
