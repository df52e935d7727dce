'use client';

import type { ComponentType, MouseEventHandler, ReactNode } from 'react';
import { useUiLabels } from '../components/ui-labels';

export interface DismissXProps {
  /** The styled button of the alert or toast. */
  button: ComponentType<{
    type: 'button';
    'aria-label': string;
    onClick: MouseEventHandler<HTMLButtonElement>;
    children: ReactNode;
  }>;
  /** Accessible name; defaults to the `ui` label "Dismiss". */
  label?: string;
  onDismiss: () => void;
}

/** The × button that dismisses an alert or a toast. */
export function DismissX({ button: Button, label, onDismiss }: DismissXProps) {
  const labels = useUiLabels();
  return (
    <Button type="button" aria-label={label ?? labels.dismiss} onClick={onDismiss}>
      <span aria-hidden="true">×</span>
    </Button>
  );
}
