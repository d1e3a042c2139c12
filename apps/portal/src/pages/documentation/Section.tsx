import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Wrapper = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.xl};
  h2,
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/** A titled part of the documentation page, named by its heading for screen readers. */
export const Section = ({
  title,
  level = 2,
  children,
}: {
  title: string;
  /** Heading level, 3 for a part inside a section. @default 2 */
  level?: 2 | 3;
  children: ReactNode;
}) => {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Wrapper aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Wrapper>
  );
};
