import styled from 'styled-components';

/** A note above the form: why it cannot be changed, or what to integrate. */
export const Note = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

export const StateLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;
