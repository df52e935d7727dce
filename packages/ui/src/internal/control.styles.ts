import { css } from 'styled-components';

/** The box and type of a text control (no height: a text area sets its own). */
export const controlBoxCss = css`
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.default};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

/** The focus ring and the invalid state (driven by `aria-invalid`) of a text control. */
export const controlFocusCss = css`
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger.solid};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger.solid};
  }
`;

/** Shared look of text inputs and selects, including the invalid state driven by `aria-invalid`. */
export const controlCss = css`
  ${controlBoxCss}
  min-height: ${({ theme }) => theme.sizes.controlMd};
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.muted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.neutral[700]};
  }
  ${controlFocusCss}
  &:disabled {
    background: ${({ theme }) => theme.colors.background.disabled};
    color: ${({ theme }) => theme.colors.text.muted};
    cursor: not-allowed;
  }
`;
