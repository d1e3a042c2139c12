import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(23, 50, 77, 0.55);
`;

export const Panel = styled(Modal)<{ $size: 'sm' | 'md' | 'lg' }>`
  width: 100%;
  max-width: ${({ $size }) => ({ sm: '440px', md: '640px', lg: '960px' })[$size]};
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.color.background};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

export const StyledDialog = styled(Dialog)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  outline: none;
`;

export const TitleBar = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
