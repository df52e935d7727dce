import styled from 'styled-components';
import { controlCss } from '../../internal/control.styles';

export const TextFieldInput = styled.input`
  ${controlCss}
`;
