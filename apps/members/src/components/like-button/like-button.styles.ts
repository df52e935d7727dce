'use client';

import styled from 'styled-components';
import { focusRingCss } from '@dating/ui/css';

/** The heart on a search card: over the photo's top-right corner, 44 px to hit, a visible focus ring. */
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
  box-shadow: 0 1px 4px rgba(31, 23, 32, 0.25);
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary[600]};
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
  ${focusRingCss}
`;
