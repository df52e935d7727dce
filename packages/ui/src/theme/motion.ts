/**
 * Durations and easings. Motion is a reward, never a requirement: `GlobalStyle` cuts every animation and transition
 * to nothing under `prefers-reduced-motion: reduce`, and components that move more than a fade (card lift, sheet
 * slide, skeleton shimmer) put their movement inside `motionSafe` so the reduced version is still, not just fast.
 */
export const motion = {
  duration: {
    instant: '80ms',
    fast: '120ms',
    normal: '200ms',
    slow: '400ms',
    /** The skeleton shimmer's sweep. */
    shimmer: '1.4s',
    /** How long the top progress bar takes to creep towards 90 %. */
    progressCreep: '8s',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    out: 'cubic-bezier(0, 0, 0.2, 1)',
    in: 'cubic-bezier(0.4, 0, 1, 1)',
    /** A small overshoot for things that pop in (a like's heart). */
    spring: 'cubic-bezier(0.34, 1.56, 0.64, 1)',
  },
} as const;

/** Media queries for motion: wrap movement in `motionSafe`, give a still alternative in `motionReduce`. */
export const motionQuery = {
  safe: '@media (prefers-reduced-motion: no-preference)',
  reduce: '@media (prefers-reduced-motion: reduce)',
} as const;

export type Motion = typeof motion;
