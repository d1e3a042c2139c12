import styled from 'styled-components';
import { richContent } from '../internal/richContent.styles';

export const Content = styled.div`
  ${richContent}
`;
