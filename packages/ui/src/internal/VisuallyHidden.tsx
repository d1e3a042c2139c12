import styled from 'styled-components';

/**
 * Read by screen readers, not shown: the same clipping as React Aria's `VisuallyHidden`, without
 * React Aria, for the components of the first view, which loads no React Aria code.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  border: 0;
  white-space: nowrap;
`;
