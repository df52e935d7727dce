import { css, keyframes, type Keyframes } from 'styled-components';

/** Fades in (the modal's backdrop). */
export const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Fades in while rising 8 px into place (the modal's dialog, a toast). */
export const rise = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

/** Plays `frames` once as the element appears (normal duration, easing out); not at all under reduced motion. */
export const enterAnimationCss = (frames: Keyframes) => css`
  animation: ${frames} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.out};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
