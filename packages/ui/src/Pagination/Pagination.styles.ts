import { Input, NumberField } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldLayout } from '../internal/field.styles';

export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.text};
`;

export const Stepper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const PageStatus = styled.p`
  margin: 0;
  min-width: 8rem;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
`;

export const JumpField = styled(NumberField)`
  ${fieldLayout}
  width: 8rem;
`;

export const JumpInput = styled(Input)`
  ${controlBox}
`;

export const PageSize = styled.div`
  width: 9rem;
`;

export const Total = styled.p`
  margin: 0;
  min-height: 44px;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
