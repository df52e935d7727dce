import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'warning' | 'danger' | 'success';

export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5em;
  padding: 0.125em ${({ theme }) => theme.spacing[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;

  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.colors.neutral[700]};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
  &[data-tone='primary'] {
    background: ${({ theme }) => theme.colors.primary[600]};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warning.solid};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.colors.danger.solid};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.success.solid};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
`;
