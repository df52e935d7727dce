'use client';

import styled, { keyframes } from 'styled-components';
import { focusRingCss } from '@dating/ui/css';

const pop = keyframes`
  0% { transform: scale(1); }
  40% { transform: scale(1.22); }
  100% { transform: scale(1); }
`;

/**
 * The heart on a search card: over the photo's top-right corner, 44 px to hit, a visible focus ring. White with a
 * coral outline heart; liked, it turns into a filled coral disc with a white heart (and pops, motion permitting).
 */
export const HeartButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.spacing[2]};
  right: ${({ theme }) => theme.spacing[2]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.neutral[0]};
  color: ${({ theme }) => theme.colors.primary[700]};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary[600]};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
  ${({ theme }) => theme.motionQuery.safe} {
    transition: background-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};

    &[aria-pressed='true'] svg {
      animation: ${pop} ${({ theme }) => theme.motion.duration.slow}
        ${({ theme }) => theme.motion.easing.spring};
    }
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
  ${focusRingCss}
`;
