import styled, { css } from 'styled-components';

export type StepState = 'done' | 'current' | 'error' | 'todo';

export const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  counter-reset: step;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    flex-direction: column;
  }
`;

export const Item = styled.li<{ $state: StepState }>`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 4px solid
    ${({ theme, $state }) =>
      ({
        done: theme.color.success,
        current: theme.color.primary,
        error: theme.color.danger,
        todo: theme.color.borderSubtle,
      })[$state]};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.color.textMuted : theme.color.text)};
  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      font-weight: ${theme.font.weight.bold};
    `}
`;

export const StepNumber = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme, $state }) =>
    ({
      done: theme.color.success,
      current: theme.color.primary,
      error: theme.color.danger,
      todo: theme.color.textMuted,
    })[$state]};
`;
