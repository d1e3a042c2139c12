import { DropZone, Text } from 'react-aria-components';
import styled from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
`;

export const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const CurrentFile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

export const Zone = styled(DropZone)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  text-align: center;
  &[data-drop-target] {
    border-style: solid;
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    border-color: ${({ theme }) => theme.color.borderSubtle};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const ZoneText = styled(Text)`
  color: inherit;
`;

export const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
