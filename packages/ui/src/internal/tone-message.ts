import type { HTMLAttributes, ReactNode } from 'react';

/** The tones of an alert and a toast. */
export const MESSAGE_TONES = ['info', 'success', 'warning', 'danger'] as const;
export type MessageTone = (typeof MESSAGE_TONES)[number];

/** What an alert and a toast share: a tone, a title, the message, and an optional dismiss button. */
export interface ToneMessageProps<Tone extends string> extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: Tone;
  title?: ReactNode;
  /** The message under the title. */
  children?: ReactNode;
  /** Shows a dismiss button that calls it. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button; defaults to the `ui` label "Dismiss". */
  dismissLabel?: string;
}
