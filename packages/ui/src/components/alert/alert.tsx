'use client';

import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useUiLabels } from '../ui-labels';
import { AlertContent, AlertDismiss, AlertRoot, AlertTitle, type AlertTone } from './alert.styles';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Makes the alert dismissible: a close button calls it. */
  onDismiss?: () => void;
  /** Accessible name of the close button; defaults to the `ui` label "Dismiss". */
  dismissLabel?: string;
}

/**
 * An inline message. Danger and warning use `role="alert"` (announced at once); info and success use
 * `role="status"` (announced politely). Pass `role` to override; a `role="region"` (a landmark, which needs a
 * name) is named by its title unless it brings `aria-label` or `aria-labelledby`.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel,
  role,
  ...rest
}: AlertProps) {
  const labels = useUiLabels();
  const titleId = useId();
  const namedByTitle = role === 'region' && Boolean(title) && !rest['aria-label'] && !rest['aria-labelledby'];
  const defaultRole = tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
  return (
    <AlertRoot
      role={role ?? defaultRole}
      data-tone={tone}
      data-dismissible={onDismiss ? '' : undefined}
      aria-labelledby={namedByTitle ? titleId : undefined}
      {...rest}
    >
      <AlertContent>
        {title ? <AlertTitle id={titleId}>{title}</AlertTitle> : null}
        {children}
      </AlertContent>
      {onDismiss ? (
        <AlertDismiss type="button" aria-label={dismissLabel ?? labels.dismiss} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </AlertDismiss>
      ) : null}
    </AlertRoot>
  );
}
