import { Link } from 'react-aria-components';
import styled, { css } from 'styled-components';

export const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const CountText = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Results = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const focusRing = css`
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** 'Nuova richiesta' goes to another page, so it is a link, drawn as the primary button. */
export const NewRequestLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  ${focusRing}
`;

export const RowLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
  ${focusRing}
`;
