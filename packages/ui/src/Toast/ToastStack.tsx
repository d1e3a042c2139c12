import { Button as AriaButton, Text, UNSTABLE_ToastContent } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Description, Region, StyledToast, Title } from './Toast.styles';
import type { ToastRegionProps } from './ToastRegion';

const CloseButton = styled(AriaButton)`
  margin-left: auto;
  min-width: 32px;
  min-height: 32px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
  }
`;

/**
 * The notifications at the top of the page: a landmark that F6 reaches, each toast
 * announced politely and closable by keyboard.
 */
export const ToastStack = ({ queue }: ToastRegionProps) => {
  const { t } = useTranslation('ui');
  return (
    <Region queue={queue} aria-label={t('toast.region')}>
      {({ toast }) => (
        <StyledToast toast={toast} $tone={toast.content.tone}>
          {/* React Aria announces toasts as assertive alerts; ours are confirmations, announced politely. */}
          <UNSTABLE_ToastContent role="status" aria-live="polite">
            <Text slot="title">
              <Title>{toast.content.title}</Title>
            </Text>
            {toast.content.description && (
              <Text slot="description">
                <Description>{toast.content.description}</Description>
              </Text>
            )}
          </UNSTABLE_ToastContent>
          <CloseButton slot="close" aria-label={t('toast.close')}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </StyledToast>
      )}
    </Region>
  );
};
