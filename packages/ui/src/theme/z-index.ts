/** Stacking order. The progress bar sits above sticky headers; toasts above modals. */
export const zIndex = {
  base: 0,
  dropdown: 1000,
  sticky: 1100,
  progress: 1200,
  modal: 1300,
  toast: 1400,
} as const;

export type ZIndex = typeof zIndex;
