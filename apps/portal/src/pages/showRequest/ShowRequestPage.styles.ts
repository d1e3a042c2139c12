import styled from 'styled-components';

/** The page's sections, one under the other. */
export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** A heading inside a section card (the cards' own headings are h2). */
export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A file's name and its download action. */
export const FileLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Lists without bullets: comments, meetings, protocols. */
export const PlainList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
