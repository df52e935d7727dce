import styled from 'styled-components';
import { controlBoxCss, controlFocusCss } from '../../internal/control.styles';

export const TextAreaControl = styled.textarea`
  ${controlBoxCss}
  min-height: 7rem;
  resize: vertical;
  ${controlFocusCss}
`;
