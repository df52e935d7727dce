'use client';

import { useId } from 'react';
import { DismissX } from '../../internal/dismiss-x';
import type { ToneMessageProps } from '../../internal/tone-message';
import { AlertContent, AlertDismiss, AlertRoot, AlertTitle, type AlertTone } from './alert.styles';

export type AlertProps = ToneMessageProps<AlertTone>;

/**
 * An inline message. Danger and warning use `role="alert"` (announced at once); info and success use
 * `role="status"` (announced politely). Pass `role` to override; a `role="region"` (a landmark, which needs a
 * name) is named by its title unless it brings `aria-label` or `aria-labelledby`.
 */
export function Alert(props: AlertProps) {
  const { tone = 'info', title, children, onDismiss, dismissLabel, role, ...rest } = props;
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
      {onDismiss ? <DismissX button={AlertDismiss} label={dismissLabel} onDismiss={onDismiss} /> : null}
    </AlertRoot>
  );
}
