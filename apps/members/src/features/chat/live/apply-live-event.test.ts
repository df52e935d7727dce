import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TChatState, type TUser } from '@dating/core/contracts';
import { chatQueryKeys } from '@/lib/chat-query-keys';
import { queryKeys } from '@/lib/query-keys';
import { createUser } from '@/test/fixtures';
import { useChatUiStore } from '../chat-store';
import { type MessagesData } from '../lib/messages-cache';
import { CONV, ME, OTHER, createChatState, createMessage, createPage, createSummary } from '../test-support';
import { createLiveEventHandler, cursorsFromCache } from './apply-live-event';

let client: QueryClient;
const stateKey = chatQueryKeys.state(ME);
const byProfile = chatQueryKeys.messages(ME, `p:${OTHER}`);
const state = () => client.getQueryData<TChatState>(stateKey)!;
const messages = () => client.getQueryData<MessagesData>(byProfile)!;

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
  client.setQueryData(stateKey, createChatState({ chats: [createSummary({ last_seq: 2 })] }));
  client.setQueryData<MessagesData>(byProfile, {
    pages: [createPage({ messages: [createMessage(1), createMessage(2, { sender: OTHER })] })],
    pageParams: [null],
  });
  client.setQueryData(queryKeys.user.current(), createUser({ credits: 10 }, { id: ME }));
  useChatUiStore.setState({ outbox: {}, typing: {}, openConversation: null });
});
afterEach(() => vi.useRealTimers());

describe('live events in the caches', () => {
  it('a new message lands in every list of its conversation and in the chat list, once', () => {
    const handle = createLiveEventHandler(client, ME);
    const event = {
      type: 'message' as const,
      conversation: CONV,
      message: createMessage(3, { sender: OTHER }),
    };
    handle(event);
    handle(event);
    expect(messages().pages[0]!.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(state().chats[0]!.num_unread_messages).toBe(1);
    expect(state().total_unread_messages).toBe(1);
  });

  it('one’s own message from another tab replaces its pending copy; the open conversation stays read', () => {
    useChatUiStore.setState({
      openConversation: CONV,
      outbox: {
        c1: {
          clientId: 'c1',
          target: `p:${OTHER}`,
          kind: 'text',
          body: 'x',
          status: 'sending',
          createdAt: 0,
        },
      },
    });
    const handle = createLiveEventHandler(client, ME);
    handle({ type: 'message', conversation: CONV, message: createMessage(3, { client_id: 'c1' }) });
    expect(useChatUiStore.getState().outbox).toEqual({});
    handle({ type: 'message', conversation: CONV, message: createMessage(4, { sender: OTHER }) });
    expect(state().total_unread_messages).toBe(0);
  });

  it('an unknown conversation reloads the chat list', async () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const handle = createLiveEventHandler(client, ME);
    handle({
      type: 'message',
      conversation: '11111111-2222-4333-8444-555555555555',
      message: createMessage(1, { conversation: '11111111-2222-4333-8444-555555555555', sender: OTHER }),
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: stateKey });
  });

  it('reads, unread total, credits and typing', () => {
    const handle = createLiveEventHandler(client, ME);
    handle({ type: 'read', conversation: CONV, seq: 1, user_id: OTHER });
    expect(messages().pages[0]!.their_last_read_seq).toBe(1);
    handle({ type: 'unread', total: 7 });
    expect(state().total_unread_messages).toBe(7);
    handle({ type: 'credits', credits: 4 });
    expect(client.getQueryData<TUser>(queryKeys.user.current())!.credits).toBe(4);
    handle({ type: 'typing', conversation: CONV, user_id: OTHER });
    expect(useChatUiStore.getState().typing[CONV]).toBeGreaterThan(Date.now());
  });

  it('resumes from the newest sequence shown per conversation', () => {
    expect(cursorsFromCache(client, ME)).toEqual({ [CONV]: 2 });
    createLiveEventHandler(
      client,
      ME,
    )({
      type: 'message',
      conversation: CONV,
      message: createMessage(3, { sender: OTHER }),
    });
    expect(cursorsFromCache(client, ME)).toEqual({ [CONV]: 3 });
  });
});
