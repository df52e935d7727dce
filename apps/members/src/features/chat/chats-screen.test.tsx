import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import { ChatsScreen } from './chats-screen';
import {
  CONV,
  ME,
  chatApi,
  chatApiError,
  createChatProfile,
  createChatState,
  createSummary,
  renderChat,
  resetChatApi,
} from './test-support';

vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => chatApi, onAuthRequired: () => undefined }));

const SECOND = '9b1c2b9a-5d6e-4f70-8a91-b2c3d4e5f603';

const state = () =>
  createChatState({
    chats: [
      createSummary({
        profile: createChatProfile({ name: 'Bea', age: 29, fictional: true }),
        num_unread_messages: 3,
      }),
      createSummary({
        conversation: SECOND,
        profile: createChatProfile({ id: 'p-2', name: 'Cleo' }),
        last_message: {
          seq: 4,
          sender: ME,
          kind: 'gift',
          body: null,
          gift: 'rose',
          created_at: '2026-11-24T09:00:00Z',
        },
      }),
    ],
    conversations_started: 1,
  });

beforeEach(() => {
  resetChatApi();
  chatApi.chat.list.mockResolvedValue(state());
});

describe('ChatsScreen', () => {
  it('lists each conversation with photo, name, fictional marker, preview and unread count', async () => {
    renderChat(<ChatsScreen />, {
      user: createUser(),
      settings: { fictional_warning: 'common:disclaimer.fictional' },
    });
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    const [bea, cleo] = within(list).getAllByTestId('chat-item');
    expect(within(bea!).getByRole('link')).toHaveAttribute('href', `/chats/${CONV}`);
    expect(bea).toHaveAttribute('data-fictional');
    expect(within(bea!).getByText('Fictional profile')).toBeInTheDocument();
    expect(within(bea!).getByText('Hello there')).toBeInTheDocument();
    expect(within(bea!).getByTestId('chat-unread')).toHaveTextContent('3');
    expect(within(bea!).getByText('3 unread messages')).toBeInTheDocument();
    expect(within(cleo!).getByText('You: Gift')).toBeInTheDocument();
    expect(within(cleo!).queryByTestId('chat-unread')).toBeNull();
    expect(screen.getByTestId('free-limit')).toHaveTextContent(
      'Free members can start 2 conversations. Started so far: 1.',
    );
  });

  it('removes a chat at once and keeps it removed when the server agrees', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    chatApi.chat.remove.mockReturnValue(new Promise((r) => (resolve = r)));
    renderChat(<ChatsScreen />, { user: createUser() });
    await screen.findAllByTestId('chat-item');
    chatApi.chat.list.mockResolvedValue(createChatState({ chats: [state().chats[1]!] }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove the chat with Bea' }));
    expect(screen.getAllByTestId('chat-item')).toHaveLength(1);
    expect(chatApi.chat.remove).toHaveBeenCalledWith({ conversation: CONV });
    resolve({ ok: true, removed: 1 });
    expect(await screen.findByText('The chat with Bea was removed.')).toBeInTheDocument();
    expect(screen.getAllByTestId('chat-item')).toHaveLength(1);
  });

  it('on failure alerts with the error and reloads the list (the chat comes back)', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    chatApi.chat.remove.mockRejectedValue(chatApiError('internal_error', 500));
    renderChat(<ChatsScreen />, { user: createUser() });
    await screen.findAllByTestId('chat-item');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the chat with Cleo' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'The chat could not be removed: An error occurred, please try again later.',
      ),
    );
    await waitFor(() => expect(screen.getAllByTestId('chat-item')).toHaveLength(2));
    expect(chatApi.chat.list.mock.calls.length).toBeGreaterThanOrEqual(2);
    vi.unstubAllGlobals();
  });

  it('invites a member without conversations to search', async () => {
    chatApi.chat.list.mockResolvedValue(createChatState({ conversations_limit: null }));
    renderChat(<ChatsScreen />, { user: createUser({ paid_user: true }) });
    expect(await screen.findByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(screen.queryByTestId('free-limit')).toBeNull();
  });
});
