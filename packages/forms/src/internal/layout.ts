import styled from 'styled-components';

/** The column a form lays out in: sections, fields, messages, buttons. */
export const FormRoot = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
`;

/** Fields side by side while there is room for 18rem each, one per row on a phone. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  align-items: start;
`;

/** A field that spans the whole grid row (titles, descriptions). */
export const FullRow = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/** Pushes what follows to the end of a button row (secondary actions on the right). */
export const Spacer = styled.span`
  flex: 1 1 auto;
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Subheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** A message about the whole form: red for failures, in a box so it is seen. */
export const Notice = styled.div<{ $tone: 'danger' | 'info' | 'success' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-inline-start: 4px solid
    ${({ $tone, theme }) =>
      $tone === 'danger'
        ? theme.color.danger
        : $tone === 'success'
          ? theme.color.success
          : theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.color.danger : theme.color.text)};
  overflow-wrap: anywhere;
  & > p {
    margin: 0;
  }
  & > ul {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
`;

/** The error of a control that shows none itself (a file upload, a list): red and bold, as the others. */
export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.danger};
`;

/** Secondary text: hints, empty lists, who saved last. */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

/** Hidden on screen, read by screen readers (the live regions' containers, extra context). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
