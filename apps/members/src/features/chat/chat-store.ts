import { create } from 'zustand';
import { type TChatPhoto, type TMessageKind } from '@dating/core/contracts';
import { type LiveStatus } from './live/live-client';

/** A message on its way: shown at once, kept with its client id so a retry is stored and charged once. */
export interface OutgoingMessage {
  clientId: string;
  /** The message list it belongs to (`c:<conversation>` or `p:<profile>`). */
  target: string;
  kind: TMessageKind;
  body?: string;
  photo?: TChatPhoto;
  gift?: string;
  status: 'sending' | 'failed';
  error?: unknown;
  createdAt: number;
}

export interface ChatUiState {
  /** Messages not stored yet, by client id. */
  outbox: Record<string, OutgoingMessage>;
  /** Conversation → time (ms) until which the other member counts as typing. */
  typing: Record<string, number>;
  /** The conversation on screen (its new messages are read, not unread). */
  openConversation: string | null;
  liveStatus: LiveStatus;
  putOutgoing: (message: OutgoingMessage) => void;
  patchOutgoing: (clientId: string, patch: Partial<OutgoingMessage>) => void;
  dropOutgoing: (clientId: string) => void;
  setTyping: (conversation: string, until: number | null) => void;
  setOpenConversation: (conversation: string | null) => void;
  setLiveStatus: (status: LiveStatus) => void;
}

/** UI state of the chat (never server data: stored messages live in the query cache). */
export const useChatUiStore = create<ChatUiState>()((set) => ({
  outbox: {},
  typing: {},
  openConversation: null,
  liveStatus: 'stopped',
  putOutgoing: (message) => set((s) => ({ outbox: { ...s.outbox, [message.clientId]: message } })),
  patchOutgoing: (clientId, patch) =>
    set((s) => {
      const current = s.outbox[clientId];
      return current ? { outbox: { ...s.outbox, [clientId]: { ...current, ...patch } } } : s;
    }),
  dropOutgoing: (clientId) =>
    set((s) => {
      if (!(clientId in s.outbox)) return s;
      const { [clientId]: _dropped, ...rest } = s.outbox;
      return { outbox: rest };
    }),
  setTyping: (conversation, until) =>
    set((s) => {
      if (until === null) {
        if (!(conversation in s.typing)) return s;
        const { [conversation]: _gone, ...rest } = s.typing;
        return { typing: rest };
      }
      return { typing: { ...s.typing, [conversation]: until } };
    }),
  setOpenConversation: (conversation) => set({ openConversation: conversation }),
  setLiveStatus: (status) => set({ liveStatus: status }),
}));

/** A fresh client id for a message (kept for every retry of it). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
