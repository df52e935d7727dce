'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Toast, ToastViewport } from './toast';
import type { ToastPlacement, ToastTone } from './toast.styles';

export interface ToastOptions {
  tone?: ToastTone;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Milliseconds before it dismisses itself; `Infinity` keeps it until dismissed. Defaults to the provider's. */
  duration?: number;
  /** Reusing an id replaces that toast instead of stacking a new one. */
  id?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default auto-dismiss delay in ms (5000). */
  duration?: number;
  /** At most this many toasts are shown; the oldest go first (5). */
  max?: number;
  placement?: ToastPlacement;
  /** Landmark name of the viewport; defaults to the `ui` label "Notifications". */
  label?: string;
  /** Accessible name of each dismiss button; defaults to the `ui` label "Dismiss". */
  dismissLabel?: string;
}

let counter = 0;

/** Holds the toast stack, renders the viewport, and gives `useToast()` to everything below it. */
export function ToastProvider({
  children,
  duration = 5000,
  max = 5,
  placement,
  label,
  dismissLabel,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const clear = useCallback(() => setToasts([]), []);
  const show = useCallback(
    (options: ToastOptions) => {
      counter += 1;
      const id = options.id ?? `toast-${counter}`;
      const entry: ToastEntry = { ...options, id, duration: options.duration ?? duration };
      setToasts((list) => [...list.filter((t) => t.id !== id), entry].slice(-max));
      return id;
    },
    [duration, max],
  );
  const api = useMemo<ToastApi>(() => ({ show, dismiss, clear }), [show, dismiss, clear]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport placement={placement} label={label}>
        {toasts.map((entry) => (
          <TimedToast key={entry.id} entry={entry} onDismiss={dismiss} dismissLabel={dismissLabel} />
        ))}
      </ToastViewport>
    </ToastContext.Provider>
  );
}

function TimedToast({
  entry,
  onDismiss,
  dismissLabel,
}: {
  entry: ToastEntry;
  onDismiss: (id: string) => void;
  dismissLabel?: string;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(entry.duration);
  const { id, duration } = entry;

  useEffect(() => {
    if (paused || !Number.isFinite(duration) || duration <= 0) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, duration, id, onDismiss]);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Toast
      tone={entry.tone}
      title={entry.title}
      action={entry.action}
      onDismiss={() => onDismiss(id)}
      dismissLabel={dismissLabel}
      data-paused={paused ? '' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      {entry.description}
    </Toast>
  );
}

/** Access to the nearest `ToastProvider`: `const toast = useToast(); toast.show({ title: t('…') })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
