import styled from 'styled-components';
import { wrapRowCss } from '../css/layout.styles';

export const ChoiceFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing[2]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

export const ChoiceRow = styled.div`
  ${wrapRowCss(2)}
`;

/** A radio or checkbox shown as a pill; the native input stays focusable and announced. */
export const ChoicePill = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  background: ${({ theme }) => theme.colors.background.surface};

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary[700]};
    background: ${({ theme }) => theme.colors.primary[700]};
    color: ${({ theme }) => theme.colors.text.inverse};
  }

  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger.solid};
  }
`;

export const ChoiceError = styled.p`
  margin: ${({ theme }) => theme.spacing[1]} 0 0;
  color: ${({ theme }) => theme.colors.text.danger};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  a,
  button {
    color: inherit;
    font: inherit;
    text-decoration: underline;
  }
`;
