import styled, { keyframes } from 'styled-components';

const sweep = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

/**
 * A placeholder block in the skeleton colour. The highlight sweeps across only when the member accepts motion;
 * under `prefers-reduced-motion` the block stays still (no pulse either).
 */
export const SkeletonRoot = styled.span`
  display: block;
  width: 100%;
  height: 1em;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.skeleton.base};

  &[data-shape='text'] {
    height: 0.875em;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &[data-shape='circle'] {
    border-radius: ${({ theme }) => theme.radii.round};
    aspect-ratio: 1;
    height: auto;
  }
  &[data-shape='photo'] {
    height: auto;
    aspect-ratio: 4 / 5;
    border-radius: ${({ theme }) => theme.radii.xl};
  }

  ${({ theme }) => theme.motionQuery.safe} {
    background-image: linear-gradient(
      100deg,
      ${({ theme }) => theme.colors.skeleton.base} 30%,
      ${({ theme }) => theme.colors.skeleton.highlight} 50%,
      ${({ theme }) => theme.colors.skeleton.base} 70%
    );
    background-size: 200% 100%;
    animation: ${sweep} ${({ theme }) => theme.motion.duration.shimmer} linear infinite;
  }
`;
