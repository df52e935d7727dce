'use client';

import type { HTMLAttributes, ReactNode } from 'react';
import { useUiLabels } from '../ui-labels';
import {
  ToastContent,
  ToastDescription,
  ToastDismiss,
  ToastRoot,
  ToastTitle,
  ToastViewportRoot,
  type ToastPlacement,
  type ToastTone,
} from './toast.styles';

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: ToastTone;
  title?: ReactNode;
  /** The message under the title. */
  children?: ReactNode;
  /** An optional action (e.g. an "Undo" button), rendered after the message. */
  action?: ReactNode;
  /** Shows a dismiss button that calls it. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button; defaults to the `ui` label "Dismiss". */
  dismissLabel?: string;
}

/** One toast: `role="status"` (polite, atomic), tone on `data-tone`, optional dismiss button. */
export function Toast({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
  ...rest
}: ToastProps) {
  const labels = useUiLabels();
  return (
    <ToastRoot role="status" aria-atomic="true" data-tone={tone} {...rest}>
      <ToastContent>
        {title ? <ToastTitle>{title}</ToastTitle> : null}
        {children ? <ToastDescription>{children}</ToastDescription> : null}
        {action}
      </ToastContent>
      {onDismiss ? (
        <ToastDismiss type="button" aria-label={dismissLabel ?? labels.dismiss} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </ToastDismiss>
      ) : null}
    </ToastRoot>
  );
}

export interface ToastViewportProps extends HTMLAttributes<HTMLElement> {
  placement?: ToastPlacement;
  /** Name of the landmark; defaults to the `ui` label "Notifications". */
  label?: string;
  children?: ReactNode;
}

/** The fixed region that stacks toasts (max width from `sizes.toastMaxWidth`, 350 px). */
export function ToastViewport({ placement = 'bottom-end', label, children, ...rest }: ToastViewportProps) {
  const labels = useUiLabels();
  return (
    <ToastViewportRoot aria-label={label ?? labels.notifications} data-placement={placement} {...rest}>
      {children}
    </ToastViewportRoot>
  );
}
