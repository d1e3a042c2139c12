import { UNSTABLE_Toast, UNSTABLE_ToastRegion } from 'react-aria-components';
import styled from 'styled-components';
import type { ToastContent, ToastTone } from './toastQueue';

export const Region = styled(UNSTABLE_ToastRegion<ToastContent>)`
  position: fixed;
  top: ${({ theme }) => theme.space.md};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(480px, calc(100vw - 32px));
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledToast = styled(UNSTABLE_Toast<ToastContent>)<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  border-left: 6px solid
    ${({ theme, $tone }) => ({ success: theme.color.success, error: theme.color.danger, info: theme.color.primary })[$tone]};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Title = styled.strong`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Description = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;
