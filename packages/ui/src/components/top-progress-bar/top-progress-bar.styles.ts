import styled from 'styled-components';

export type TopProgressState = 'idle' | 'loading' | 'done';

export const ProgressTrack = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.progress};
  height: ${({ theme }) => theme.sizes.progressBarHeight};
  pointer-events: none;
  opacity: 1;
  transition: opacity ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard} ${({ theme }) => theme.motion.duration.normal};

  &[data-state='idle'] {
    opacity: 0;
    transition: none;
  }
  &[data-state='done'] {
    opacity: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const ProgressIndicator = styled.div`
  width: 100%;
  height: 100%;
  transform-origin: left center;
  background: ${({ theme }) => theme.colors.primary[600]};
  box-shadow: 0 0 6px ${({ theme }) => theme.colors.primary[400]};
  transition: transform ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.out};

  [data-state='idle'] > & {
    transition: none;
  }

  [dir='rtl'] & {
    transform-origin: right center;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
