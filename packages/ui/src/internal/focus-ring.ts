import { css } from 'styled-components';

/** The shared keyboard focus ring (≥ 3:1 against white, offset so it never blends into the control). */
export const focusRing = css`
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;
