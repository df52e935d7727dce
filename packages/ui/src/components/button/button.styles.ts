import styled, { css, type DefaultTheme } from 'styled-components';
import { focusRing } from '../../internal/focus-ring';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantCss = (theme: DefaultTheme) => {
  const { colors } = theme;
  return css`
    &[data-variant='primary'] {
      background: ${colors.primary[600]};
      border-color: ${colors.primary[600]};
      color: ${colors.text.inverse};
      &:hover:not([aria-disabled='true']) {
        background: ${colors.primary[700]};
        border-color: ${colors.primary[700]};
      }
    }
    &[data-variant='secondary'] {
      background: ${colors.secondary[500]};
      border-color: ${colors.secondary[500]};
      color: ${colors.text.inverse};
      &:hover:not([aria-disabled='true']) {
        background: ${colors.secondary[600]};
        border-color: ${colors.secondary[600]};
      }
    }
    &[data-variant='outline'] {
      background: transparent;
      border-color: ${colors.primary[700]};
      color: ${colors.primary[700]};
      &:hover:not([aria-disabled='true']) {
        background: ${colors.primary[50]};
      }
    }
    &[data-variant='ghost'] {
      background: transparent;
      border-color: transparent;
      color: ${colors.text.default};
      &:hover:not([aria-disabled='true']) {
        background: ${colors.neutral[100]};
      }
    }
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
