import { type QueryClient } from '@tanstack/react-query';
import { type TChatState, type TLiveServerEvent, type TUser } from '@dating/core/contracts';
import { chatQueryKeys } from '@/lib/chat-query-keys';
import { checkMessage } from '@/lib/live-event-checks';
import { likesQueryKeys } from '@/lib/likes-query-keys';
import { queryKeys } from '@/lib/query-keys';
import { useChatUiStore } from '../chat-store';
import {
  applyMessageToState,
  conversationOf,
  flattenMessages,
  insertMessage,
  markReadInMessages,
  markReadInState,
  setUnreadTotal,
  type MessagesData,
} from '../lib/messages-cache';

/** How long a typing event shows the indicator (the other side sends one every few seconds while typing). */
export const TYPING_SHOWN_MS = 6_000;
/** A burst of events that could not be applied in place reloads the chat list once, after this pause. */
const RELOAD_DEBOUNCE_MS = 400;

/** The message lists of the member that show `conversation` (by conversation, or by profile once started). */
function messageQueries(queryClient: QueryClient, viewerId: string, conversation: string) {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: chatQueryKeys.messagesAll(viewerId) })
    .filter((q) => conversationOf(q.state.data as MessagesData | undefined) === conversation);
}

/** The last sequence number shown per conversation: the message list's newest, else the chat list's. */
export function cursorsFromCache(queryClient: QueryClient, viewerId: string): Record<string, number> {
  const out: Record<string, number> = {};
  const state = queryClient.getQueryData<TChatState>(chatQueryKeys.state(viewerId));
  for (const chat of state?.chats ?? []) out[chat.conversation] = chat.last_seq;
  for (const q of queryClient.getQueryCache().findAll({ queryKey: chatQueryKeys.messagesAll(viewerId) })) {
    const data = q.state.data as MessagesData | undefined;
    const conversation = conversationOf(data);
    const newest = flattenMessages(data).at(-1)?.seq;
    if (conversation && newest !== undefined) out[conversation] = Math.max(out[conversation] ?? 0, newest);
  }
  return out;
}

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Turns the live channel's events into react-query cache updates (messages, chat list, unread total, credits,
 * likes) and the typing indicator. Anything it cannot apply in place (a new conversation, a gap, a malformed
 * message) reloads from the API instead, so nothing is lost and nothing shows twice (inserts skip known seqs).
 */
export function createLiveEventHandler(queryClient: QueryClient, viewerId: string) {
  const stateKey = chatQueryKeys.state(viewerId);
  let reloadTimer: ReturnType<typeof setTimeout> | null = null;
  const reloadState = () => {
    if (reloadTimer) clearTimeout(reloadTimer);
    reloadTimer = setTimeout(() => {
      reloadTimer = null;
      void queryClient.invalidateQueries({ queryKey: stateKey });
    }, RELOAD_DEBOUNCE_MS);
  };
  const reloadMessages = (conversation: string) => {
    for (const q of messageQueries(queryClient, viewerId, conversation)) {
      void queryClient.invalidateQueries({ queryKey: q.queryKey, exact: true });
    }
  };
  const updateState = (update: (state: TChatState) => TChatState | null) => {
    const state = queryClient.getQueryData<TChatState>(stateKey);
    if (!state) return;
    const next = update(state);
    if (next === null) reloadState();
    else if (next !== state) queryClient.setQueryData(stateKey, next);
  };

  const handler = (event: TLiveServerEvent): void => {
    const ui = useChatUiStore.getState();
    switch (event.type) {
      case 'message': {
        const message = checkMessage({ ...event.message, conversation: event.conversation });
        if (!message) {
          reloadMessages(event.conversation);
          reloadState();
          return;
        }
        for (const q of messageQueries(queryClient, viewerId, message.conversation)) {
          queryClient.setQueryData<MessagesData>(q.queryKey, (data) => data && insertMessage(data, message));
        }
        if (message.sender === viewerId) ui.dropOutgoing(message.client_id);
        else ui.setTyping(message.conversation, null);
        const open = ui.openConversation === message.conversation && pageVisible();
        if (queryClient.getQueryData(stateKey)) {
          updateState((state) => applyMessageToState(state, message, viewerId, open));
        } else {
          reloadState();
        }
        return;
      }
      case 'read': {
        const mine = event.user_id === viewerId;
        for (const q of messageQueries(queryClient, viewerId, event.conversation)) {
          queryClient.setQueryData<MessagesData>(
            q.queryKey,
            (data) => data && markReadInMessages(data, event.seq, mine),
          );
        }
        if (mine) updateState((state) => markReadInState(state, event.conversation));
        return;
      }
      case 'unread':
        updateState((state) => setUnreadTotal(state, event.total));
        return;
      case 'credits':
        queryClient.setQueryData<TUser | null>(queryKeys.user.current(), (user) =>
          user && user.credits !== event.credits ? { ...user, credits: event.credits } : user,
        );
        return;
      case 'typing':
        if (event.user_id !== viewerId) ui.setTyping(event.conversation, Date.now() + TYPING_SHOWN_MS);
        return;
      case 'like':
      case 'match':
        void queryClient.invalidateQueries({ queryKey: likesQueryKeys.all });
        return;
      case 'resumed': {
        const state = queryClient.getQueryData<TChatState>(stateKey);
        const known = new Map(state?.chats.map((c) => [c.conversation, c.last_seq]) ?? []);
        const behind = Object.entries(event.conversations).some(([id, seq]) => (known.get(id) ?? -1) < seq);
        if (event.gone.length > 0 || behind) reloadState();
        return;
      }
      case 'gap':
        reloadMessages(event.conversation);
        reloadState();
        return;
      default:
        return;
    }
  };
  handler.dispose = () => {
    if (reloadTimer) clearTimeout(reloadTimer);
  };
  return handler;
}
