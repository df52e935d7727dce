import styled from 'styled-components';
import { controlCss } from '../../internal/control.styles';

export const SelectWrapper = styled.div`
  position: relative;

  &::after {
    content: '';
    position: absolute;
    top: 50%;
    inset-inline-end: ${({ theme }) => theme.spacing[3]};
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid ${({ theme }) => theme.colors.text.muted};
    border-bottom: 2px solid ${({ theme }) => theme.colors.text.muted};
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

export const SelectControl = styled.select`
  ${controlCss}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.spacing[8]};
  cursor: pointer;
`;
