import styled from 'styled-components';
import { visuallyHiddenCss } from '../visually-hidden/visually-hidden';

export type FictionalBadgeVariant = 'header' | 'card' | 'inline';

/** The warning of the card and inline variants: always read by screen readers, shown while hovered. */
export const FictionalBadgeTooltip = styled.span`
  ${visuallyHiddenCss}
`;

export const FictionalBadgeIcon = styled.img`
  flex: none;
  display: block;
`;

export const FictionalBadgeLabel = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

export const FictionalBadgeWarning = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.default};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
`;

export const FictionalBadgeRoot = styled.span`
  position: relative;
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  color: ${({ theme }) => theme.colors.text.default};

  /* A box with the icon, the label and the whole warning, e.g. under a profile's name. */
  &[data-variant='header'] {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing[3]};
    max-width: 40rem;
    padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
    border: 1px solid ${({ theme }) => theme.colors.warning.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.warning.subtle};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  }

  /* A pill on a profile card. */
  &[data-variant='card'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[1]};
    padding: 0.125em ${({ theme }) => theme.spacing[2]};
    border: 1px solid ${({ theme }) => theme.colors.warning.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.warning.subtle};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    white-space: nowrap;
  }

  /* In a line of text (chat header, notification). */
  &[data-variant='inline'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[1]};
    font-size: inherit;
    vertical-align: middle;
  }

  /* The compact variants show the warning as a tooltip while hovered (Escape hides it again). */
  &[data-tooltip='open'] > ${FictionalBadgeTooltip} {
    position: absolute !important;
    inset-inline-start: 0;
    top: calc(100% + ${({ theme }) => theme.spacing[1]});
    z-index: ${({ theme }) => theme.zIndex.dropdown};
    width: max-content;
    max-width: min(20rem, 80vw);
    height: auto;
    margin: 0;
    padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
    overflow: visible;
    clip: auto;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.neutral[900]};
    box-shadow: ${({ theme }) => theme.shadows.md};
    color: ${({ theme }) => theme.colors.text.inverse};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    white-space: normal;
  }
`;
