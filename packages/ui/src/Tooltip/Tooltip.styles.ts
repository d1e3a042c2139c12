import { Tooltip as AriaTooltip } from 'react-aria-components';
import styled from 'styled-components';

export const TooltipBubble = styled(AriaTooltip)`
  max-width: min(20rem, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  transition: opacity ${({ theme }) => theme.motion.fast};
  &[data-entering], &[data-exiting] {
    opacity: 0;
  }
`;
