import { Button as AriaButton, Text, UNSTABLE_ToastContent } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Description, Region, StyledToast, Title } from './Toast.styles';
import type { ToastRegionProps } from './ToastRegion';
import type { ToastTone } from './toastQueue';

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

const liveRegionOf = (tone: ToastTone) =>
  tone === 'error'
    ? ({ role: 'alert', 'aria-live': 'assertive' } as const)
    : ({ role: 'status', 'aria-live': 'polite' } as const);

/**
 * The notifications at the top of the page: a landmark that F6 reaches, errors announced at once and
 * the others politely, each closable by keyboard.
 */
export const ToastStack = ({ queue }: ToastRegionProps) => {
  const { t } = useTranslation('ui');
  return (
    <Region queue={queue} aria-label={t('toast.region')}>
      {({ toast }) => (
        <StyledToast toast={toast} $tone={toast.content.tone}>
          {/*
            The content is each toast's one live region (the region and the toast are not live), so a
            toast is read once: an error interrupts, as React Aria's alert does; a confirmation or a
            notice waits for the reader to finish.
          */}
          <UNSTABLE_ToastContent {...liveRegionOf(toast.content.tone)}>
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
