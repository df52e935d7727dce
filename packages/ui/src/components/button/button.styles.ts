import styled, { css, type DefaultTheme } from 'styled-components';
import { focusRing } from '../../internal/focus-ring';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** A filled variant: background and border in one colour, a darker one on hover. */
const filled = (variant: ButtonVariant, base: string, hover: string, color: string) => css`
  &[data-variant='${variant}'] {
    background: ${base};
    border-color: ${base};
    color: ${color};
    &:hover:not([aria-disabled='true']) {
      background: ${hover};
      border-color: ${hover};
    }
  }
`;

/** A see-through variant: no background until hovered. */
const seeThrough = (variant: ButtonVariant, border: string, color: string, hover: string) => css`
  &[data-variant='${variant}'] {
    background: transparent;
    border-color: ${border};
    color: ${color};
    &:hover:not([aria-disabled='true']) {
      background: ${hover};
    }
  }
`;

const variantCss = (theme: DefaultTheme) => {
  const { colors } = theme;
  return css`
    ${filled('primary', colors.primary[600], colors.primary[700], colors.text.inverse)}
    ${filled('secondary', colors.secondary[500], colors.secondary[600], colors.text.inverse)}
    ${seeThrough('outline', colors.primary[700], colors.primary[700], colors.primary[50])}
    ${seeThrough('ghost', 'transparent', colors.text.default, colors.neutral[100])}
    &[data-variant='link'] {
      background: transparent;
      border-color: transparent;
      color: ${colors.text.link};
      padding-inline: 0;
      min-height: auto;
      text-decoration: underline;
      text-underline-offset: 0.2em;
      &:hover:not([aria-disabled='true']) {
        color: ${colors.primary[800]};
      }
    }
  `;
};

export const ButtonRoot = styled.button<{ $fullWidth: boolean }>`
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &[data-size='sm'] {
    min-height: ${({ theme }) => theme.sizes.controlSm};
    padding: 0 ${({ theme }) => theme.spacing[3]};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  &[data-size='md'] {
    min-height: ${({ theme }) => theme.sizes.controlMd};
    padding: 0 ${({ theme }) => theme.spacing[4]};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
  &[data-size='lg'] {
    min-height: ${({ theme }) => theme.sizes.controlLg};
    padding: 0 ${({ theme }) => theme.spacing[6]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  ${({ theme }) => variantCss(theme)}

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.background.disabled};
    border-color: ${({ theme }) => theme.colors.border.default};
    color: ${({ theme }) => theme.colors.text.muted};
  }
  &[data-disabled][data-variant='link'],
  &[data-disabled][data-variant='ghost'] {
    background: transparent;
    border-color: transparent;
  }
  &[data-loading] {
    cursor: progress;
  }

  ${focusRing}
`;

export const ButtonContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};

  /* opacity, not visibility: the text must stay in the accessible name while the spinner shows */
  [data-loading] > & {
    opacity: 0;
  }
`;

export const ButtonSpinner = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
