/** Durations and easings. Components also switch animation off under `prefers-reduced-motion`. */
export const motion = {
  duration: {
    fast: '120ms',
    normal: '200ms',
    slow: '400ms',
    /** How long the top progress bar takes to creep towards 90 %. */
    progressCreep: '8s',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    out: 'cubic-bezier(0, 0, 0.2, 1)',
  },
} as const;

export type Motion = typeof motion;
