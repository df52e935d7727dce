import { type ReactElement } from 'react';
import { vi } from 'vitest';
import { type ApiError } from '@dating/core/client';
import {
  type TChatProfile,
  type TChatState,
  type TChatSummary,
  type TErrorCode,
  type TMessage,
  type TMessagesPage,
} from '@dating/core/contracts';
import { getResources, type Locale } from '@dating/i18n';
import { memberApiError, resetApiFake } from '@/test/member-api';
import { renderWithProviders, type RenderOptions } from '@/test/render';
import { ChatTranslations } from './chat-translations';
import { useChatUiStore } from './chat-store';

/** A fake of the browser API client for the chat (`vi.mock('@/lib/browser-api')`). */
export const chatApi = {
  chat: {
    list: vi.fn(),
    remove: vi.fn(),
    messages: vi.fn(),
    send: vi.fn(),
    markRead: vi.fn(),
    gifts: vi.fn(),
    icebreakers: vi.fn(),
  },
  likes: { list: vi.fn() },
  user: { get: vi.fn() },
};

export const ME = 'm-1';
export const CONV = '3f1c2b9a-5d6e-4f70-8a91-b2c3d4e5f601';
export const OTHER = '7a1c2b9a-5d6e-4f70-8a91-b2c3d4e5f602';

export function resetChatApi(): void {
  resetApiFake(chatApi);
  chatApi.chat.list.mockResolvedValue(createChatState());
  chatApi.chat.markRead.mockImplementation((input: { conversation: string; seq?: number }) =>
    Promise.resolve({ conversation: input.conversation, seq: input.seq ?? 0, total_unread_messages: 0 }),
  );
  chatApi.chat.gifts.mockResolvedValue({ gifts: [] });
  chatApi.chat.icebreakers.mockResolvedValue({ icebreakers: [], shared_interests: [] });
  chatApi.likes.list.mockResolvedValue({ profiles: [], liked: [], liked_by: [], total_new_likes: 0 });
  useChatUiStore.setState({ outbox: {}, typing: {}, openConversation: null, liveStatus: 'stopped' });
}

export function chatApiError(code: TErrorCode, status: number, params?: Record<string, string>): ApiError {
  return memberApiError(code, status, params, { method: 'POST', path: '/api/messages.php' });
}

export function createChatProfile(overrides: Partial<TChatProfile> = {}): TChatProfile {
  return {
    id: OTHER,
    name: 'Anna',
    age: 31,
    photo: '/api/media/anna-thumb.webp',
    fictional: false,
    available: true,
    ...overrides,
  };
}

let nextId = 1;
/** A stored message in one line: `createMessage(3, { sender: OTHER, body: 'Hi' })`. */
export function createMessage(seq: number, overrides: Partial<TMessage> = {}): TMessage {
  const id = `msg-${nextId++}`;
  return {
    id,
    conversation: CONV,
    seq,
    sender: ME,
    kind: 'text',
    body: `Message ${seq}`,
    photo: null,
    gift: null,
    client_id: `client-${id}`,
    cost: 2,
    created_at: '2026-11-24T10:00:00Z',
    ...overrides,
  };
}

export function createPage(overrides: Partial<TMessagesPage> = {}): TMessagesPage {
  const messages = overrides.messages ?? [];
  return {
    conversation: CONV,
    profile: createChatProfile(),
    messages,
    next_before: null,
    history_limited: false,
    last_seq: messages.at(-1)?.seq ?? 0,
    my_last_read_seq: messages.at(-1)?.seq ?? 0,
    their_last_read_seq: 0,
    can_send: true,
    blocked_reason: null,
    ...overrides,
  };
}

export function createSummary(overrides: Partial<TChatSummary> = {}): TChatSummary {
  return {
    conversation: CONV,
    profile: createChatProfile(),
    num_unread_messages: 0,
    last_seq: 1,
    last_message: {
      seq: 1,
      sender: OTHER,
      kind: 'text',
      body: 'Hello there',
      gift: null,
      created_at: '2026-11-24T10:00:00Z',
    },
    started_by_me: false,
    updated_at: '2026-11-24T10:00:00Z',
    ...overrides,
  };
}

export function createChatState(overrides: Partial<TChatState> = {}): TChatState {
  const chats = overrides.chats ?? [];
  return {
    chats,
    total_unread_messages: chats.reduce((n, c) => n + c.num_unread_messages, 0),
    conversations_started: 0,
    conversations_limit: 2,
    ...overrides,
  };
}

/** Renders with the app providers and the chat namespace, as the chat pages do. */
export function renderChat(ui: ReactElement, options: RenderOptions = {}) {
  const locale: Locale = options.locale ?? 'en';
  return renderWithProviders(
    <ChatTranslations resources={getResources(locale, ['chat'])}>{ui}</ChatTranslations>,
    options,
  );
}
