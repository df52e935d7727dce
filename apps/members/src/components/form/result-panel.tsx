'use client';

import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Alert } from '@dating/ui/alert';
import { FormLinks, ResultRegion } from './form.styles';

export interface ResultPanelProps {
  /** The outcome: an `Alert` of this tone … */
  tone: NonNullable<ComponentProps<typeof Alert>['tone']>;
  /** … saying this, */
  message: ReactNode;
  /** its test id, */
  testId: string;
  /** and where to go next (links or a button link). */
  children?: ReactNode;
}

/**
 * The outcome of an account flow shown in place of its form (link sent, password changed, link invalid): one alert,
 * then where to go next. It takes the focus when it appears, so keyboard and screen-reader users land on it.
 */
export function ResultPanel({ tone, message, testId, children }: ResultPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <ResultRegion tabIndex={-1} ref={ref}>
      <Alert tone={tone} role={tone === 'danger' ? 'status' : undefined} data-testid={testId}>
        {message}
      </Alert>
      {children ? <FormLinks>{children}</FormLinks> : null}
    </ResultRegion>
  );
}
