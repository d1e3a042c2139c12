import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  /* Never wider than the card: a wide child (a select, a table) shrinks or scrolls inside it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export interface CardProps {
  /** The card's heading; it also names the section for screen readers. @default undefined */
  title?: string;
  /** Heading level, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

/** A bordered section of a page, named by its heading. */
export const Card = ({ title, headingLevel = 2, children }: CardProps) => (
  <Section aria-label={title}>
    {title && <Heading as={`h${headingLevel}`}>{title}</Heading>}
    {children}
  </Section>
);
