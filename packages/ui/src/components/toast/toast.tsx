'use client';

import type { HTMLAttributes, ReactNode } from 'react';
import { DismissX } from '../../internal/dismiss-x';
import type { ToneMessageProps } from '../../internal/tone-message';
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

export interface ToastProps extends ToneMessageProps<ToastTone> {
  /** An optional action (e.g. an "Undo" button), rendered after the message. */
  action?: ReactNode;
}

/** One toast: `role="status"` (polite, atomic), tone on `data-tone`, optional dismiss button. */
export function Toast(props: ToastProps) {
  const { tone = 'info', title, children, action, onDismiss, dismissLabel, ...rest } = props;
  return (
    <ToastRoot role="status" aria-atomic="true" data-tone={tone} {...rest}>
      <ToastContent>
        {title ? <ToastTitle>{title}</ToastTitle> : null}
        {children ? <ToastDescription>{children}</ToastDescription> : null}
        {action}
      </ToastContent>
      {onDismiss ? <DismissX button={ToastDismiss} label={dismissLabel} onDismiss={onDismiss} /> : null}
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
