import { type InfiniteData } from '@tanstack/react-query';
import {
  type TChatState,
  type TChatSummary,
  type TMessage,
  type TMessagePreview,
  type TMessagesPage,
} from '@dating/core/contracts';

/**
 * Pure updates of the chat caches, shared by the send mutation and the live channel. Every function answers
 * the same object when nothing changes, so react-query does not re-render for a replayed event.
 */

/** The message list of one conversation: newest page first; `pageParam` is the `before` cursor. */
export type MessagesData = InfiniteData<TMessagesPage, number | null>;

const PREVIEW_LENGTH = 140;

export function hasMessage(data: MessagesData, message: Pick<TMessage, 'seq' | 'id'>): boolean {
  return data.pages.some((page) => page.messages.some((m) => m.seq === message.seq || m.id === message.id));
}

/** Adds a stored message to the newest page (a live event, a replay or a send's answer); ignores duplicates. */
export function insertMessage(data: MessagesData, message: TMessage): MessagesData {
  const [first, ...rest] = data.pages;
  if (!first || hasMessage(data, message)) return data;
  const messages = [...first.messages, message].sort((a, b) => a.seq - b.seq);
  const page: TMessagesPage = {
    ...first,
    conversation: first.conversation ?? message.conversation,
    messages,
    last_seq: Math.max(first.last_seq, message.seq),
  };
  return { ...data, pages: [page, ...rest] };
}

/** The other member read up to `seq` (read receipts), or the member read it in another tab (`mine`). */
export function markReadInMessages(data: MessagesData, seq: number, mine: boolean): MessagesData {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const field = mine ? 'my_last_read_seq' : 'their_last_read_seq';
  if (first[field] >= seq) return data;
  return { ...data, pages: [{ ...first, [field]: seq }, ...rest] };
}

/** Every loaded message, oldest first, each once. */
export function flattenMessages(data: MessagesData | undefined): TMessage[] {
  if (!data) return [];
  const bySeq = new Map<number, TMessage>();
  for (const page of data.pages) for (const m of page.messages) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function conversationOf(data: MessagesData | undefined): string | null {
  return data?.pages[0]?.conversation ?? null;
}

export function previewOf(message: TMessage): TMessagePreview {
  return {
    seq: message.seq,
    sender: message.sender,
    kind: message.kind,
    body: message.kind === 'text' && message.body !== null ? message.body.slice(0, PREVIEW_LENGTH) : null,
    gift: message.gift,
    created_at: message.created_at,
  };
}

/**
 * A new message in the chat list: its preview, the conversation first, one more unread when it is the other
 * member's and the conversation is not open. Null when the conversation is not in the list (reload it).
 */
export function applyMessageToState(
  state: TChatState,
  message: TMessage,
  viewerId: string,
  open: boolean,
): TChatState | null {
  const chat = state.chats.find((c) => c.conversation === message.conversation);
  if (!chat) return null;
  if (message.seq <= chat.last_seq) return state;
  const unread = message.sender !== viewerId && !open ? 1 : 0;
  const updated: TChatSummary = {
    ...chat,
    last_seq: message.seq,
    last_message: previewOf(message),
    num_unread_messages: chat.num_unread_messages + unread,
    updated_at: message.created_at,
  };
  return {
    ...state,
    chats: [updated, ...state.chats.filter((c) => c !== chat)],
    total_unread_messages: state.total_unread_messages + unread,
  };
}

/** Removed locally first (spec §4). */
export function removeFromState(state: TChatState, conversation: string): TChatState {
  const chat = state.chats.find((c) => c.conversation === conversation);
  if (!chat) return state;
  return {
    ...state,
    chats: state.chats.filter((c) => c !== chat),
    total_unread_messages: Math.max(0, state.total_unread_messages - chat.num_unread_messages),
  };
}

/** Opening a conversation sets its unread count to 0 (spec §4); `total` is the server's new total when known. */
export function markReadInState(state: TChatState, conversation: string, total?: number): TChatState {
  const chat = state.chats.find((c) => c.conversation === conversation);
  const nextTotal = total ?? Math.max(0, state.total_unread_messages - (chat ? chat.num_unread_messages : 0));
  if ((!chat || chat.num_unread_messages === 0) && nextTotal === state.total_unread_messages) return state;
  return {
    ...state,
    chats: state.chats.map((c) => (c === chat ? { ...c, num_unread_messages: 0 } : c)),
    total_unread_messages: nextTotal,
  };
}

/** The total of unread messages from the live channel. */
export function setUnreadTotal(state: TChatState, total: number): TChatState {
  return state.total_unread_messages === total ? state : { ...state, total_unread_messages: total };
}
