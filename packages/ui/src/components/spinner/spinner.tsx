'use client';

import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useUiLabels } from '../ui-labels';
import { SpinnerCircle, SpinnerRoot, type SpinnerSize } from './spinner.styles';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  size?: SpinnerSize;
  /** Announced text; defaults to the `ui` label "Loading". */
  label?: string;
  /** Purely decorative (inside a control that is itself `aria-busy`): no role, hidden from assistive tech. */
  decorative?: boolean;
}

/** A loading indicator; `role="status"` with a visually hidden label. */
export function Spinner({ size = 'md', label, decorative = false, ...rest }: SpinnerProps) {
  const labels = useUiLabels();
  if (decorative) {
    return (
      <SpinnerRoot aria-hidden="true" data-size={size} {...rest}>
        <SpinnerCircle $size={size} />
      </SpinnerRoot>
    );
  }
  return (
    <SpinnerRoot role="status" data-size={size} {...rest}>
      <SpinnerCircle $size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? labels.loading}</VisuallyHidden>
    </SpinnerRoot>
  );
}
