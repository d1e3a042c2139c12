import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled(AriaProgressBar)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
`;

export const Circle = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid ${({ theme }) => theme.color.borderSubtle};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

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
