import { type TLiveClientFrame } from '@dating/core/contracts';

/**
 * The open live channel's sender, set by `LiveChannel` while it runs. A module of its own so that the composer
 * (in the chat's first load) can send typing frames without importing the channel, its event handling and the
 * contracts it parses events with: the channel loads after hydration (ADR 0033).
 */
export interface LiveSender {
  send(frame: TLiveClientFrame): boolean;
}

let current: LiveSender | null = null;

/** Registers the open channel; returns the function that unregisters it (only if it is still the current one). */
export function setLiveSender(sender: LiveSender): () => void {
  current = sender;
  return () => {
    if (current === sender) current = null;
  };
}

/** Sends a frame on this tab's live channel; false when it is not open (nothing is queued). */
export function sendLiveFrame(frame: TLiveClientFrame): boolean {
  return current?.send(frame) ?? false;
}
