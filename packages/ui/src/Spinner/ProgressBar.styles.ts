import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import styled from 'styled-components';

export const BarRoot = styled(AriaProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  color: ${({ theme }) => theme.color.text};
`;

export const Track = styled.span`
  grid-column: 1 / -1;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.borderSubtle};
  overflow: hidden;
`;

export const Fill = styled.span<{ $percentage: number }>`
  display: block;
  height: 100%;
  width: ${({ $percentage }) => $percentage}%;
  background: ${({ theme }) => theme.color.primary};
  transition: width ${({ theme }) => theme.motion.normal};
`;
