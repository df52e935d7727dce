import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import { ChatScreen } from './chat-screen';
import { createLiveEventHandler } from './live/apply-live-event';
import {
  CONV,
  ME,
  OTHER,
  chatApi,
  chatApiError,
  createChatProfile,
  createMessage,
  createPage,
  renderChat,
  resetChatApi,
} from './test-support';

vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => chatApi, onAuthRequired: () => undefined }));

const settings = {
  message_credits: 2,
  photo_credits: 3,
  gift_credits: 5,
  message_length: 1000,
  minimum_message_costs: { DE: { costs: 0.53, currency: 'EUR' } },
  fictional_warning: 'common:disclaimer.fictional',
};
const member = () => createUser({ credits: 10 }, { id: ME, country: 'DE' });

let client: QueryClient | null = null;
function GrabClient() {
  client = useQueryClient();
  return null;
}

function renderConversation(target: { conversation: string } | { profile: string } = { conversation: CONV }) {
  return renderChat(
    <>
      <GrabClient />
      <ChatScreen target={target} />
    </>,
    { user: member(), settings },
  );
}

const sendAnswer = (seq: number, body: string, clientId: string, credits: number) => ({
  message: createMessage(seq, { body, client_id: clientId }),
  credits,
  charged: 2,
  duplicate: false,
  started: false,
});

beforeEach(() => {
  resetChatApi();
  chatApi.chat.messages.mockResolvedValue(
    createPage({ messages: [createMessage(1), createMessage(2, { sender: OTHER, body: 'Hi you' })] }),
  );
});

describe('ChatScreen', () => {
  it('shows the price on the send button in credits and the member’s money, and the balance', async () => {
    renderConversation();
    expect(await screen.findByText('Hi you')).toBeInTheDocument();
    const send = screen.getByTestId('composer-send');
    expect(send).toHaveTextContent('Send2 credits (from €0.53)');
    expect(send).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send a photo for 3 credits (from €0.80)' })).toBeEnabled();
    expect(screen.getByTestId('composer-balance')).toHaveTextContent('Your balance: 10 credits');
    expect(screen.getByRole('textbox', { name: 'Message to Anna' })).toBeInTheDocument();
  });

  it('sends with a client id: shown at once, then stored, and the balance follows the answer', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    chatApi.chat.send.mockReturnValue(new Promise((r) => (resolve = r)));
    renderConversation();
    const box = await screen.findByRole('textbox', { name: 'Message to Anna' });
    await userEvent.type(box, 'Hello Anna{Enter}');
    expect(box).toHaveValue('');
    const pending = screen.getByTestId('message-outgoing');
    expect(pending).toHaveTextContent('Hello Anna');
    expect(pending).toHaveTextContent('Sending…');
    const input = chatApi.chat.send.mock.calls[0]![0] as { client_id: string };
    expect(input).toMatchObject({ conversation: CONV, kind: 'text', body: 'Hello Anna' });
    expect(input.client_id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    await act(async () => resolve(sendAnswer(3, 'Hello Anna', input.client_id, 8)));
    await waitFor(() => expect(screen.queryByTestId('message-outgoing')).toBeNull());
    const stored = screen.getAllByTestId('message').at(-1)!;
    expect(stored).toHaveTextContent('Hello Anna');
    expect(stored).toHaveTextContent('Delivered');
    expect(screen.getByTestId('composer-balance')).toHaveTextContent('Your balance: 8 credits');
  });

  it('keeps a failed send on screen and retries it with the same client id', async () => {
    chatApi.chat.send.mockRejectedValueOnce(chatApiError('internal_error', 500));
    renderConversation();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Message to Anna' }),
      'Still there?{Enter}',
    );
    const failed = await screen.findByTestId('message-outgoing');
    await waitFor(() => expect(failed).toHaveTextContent('Not sent'));
    const first = chatApi.chat.send.mock.calls[0]![0] as { client_id: string };
    chatApi.chat.send.mockResolvedValueOnce(sendAnswer(3, 'Still there?', first.client_id, 8));
    await userEvent.click(within(failed).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByTestId('message-outgoing')).toBeNull());
    const second = chatApi.chat.send.mock.calls[1]![0] as { client_id: string };
    expect(second.client_id).toBe(first.client_id);
    expect(chatApi.chat.send).toHaveBeenCalledTimes(2);
  });

  it('not enough credits: the spec’s message with a button to buy credits', async () => {
    chatApi.chat.send.mockRejectedValue(chatApiError('insufficient_credits', 402));
    renderConversation();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message to Anna' }), 'Hi{Enter}');
    const problem = await screen.findByTestId('send-problem');
    expect(problem).toHaveTextContent('You do not have enough credits to send this message');
    expect(within(problem).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('a free member’s third conversation: the premium-only alert with Get Premium', async () => {
    chatApi.chat.messages.mockResolvedValue(createPage({ conversation: null, messages: [] }));
    chatApi.chat.send.mockRejectedValue(chatApiError('premium_required', 403));
    renderConversation({ profile: OTHER });
    expect(await screen.findByText(/Say hello to Anna/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to Anna' }), 'Hi{Enter}');
    expect(chatApi.chat.send.mock.calls[0]![0]).toMatchObject({ profile: OTHER, kind: 'text' });
    const problem = await screen.findByTestId('send-problem');
    expect(problem).toHaveTextContent('This feature is only available for premium members.');
    expect(within(problem).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  });

  it('says before trying when sending is refused, and disables the composer', async () => {
    chatApi.chat.messages.mockResolvedValue(
      createPage({ messages: [], can_send: false, blocked_reason: 'member_invisible' }),
    );
    renderConversation();
    expect(await screen.findByText(/is in invisible mode/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message to Anna' })).toBeDisabled();
  });

  it('marks the conversation read when it opens', async () => {
    chatApi.chat.messages.mockResolvedValue(
      createPage({ messages: [createMessage(1), createMessage(2, { sender: OTHER })], my_last_read_seq: 1 }),
    );
    renderConversation();
    await waitFor(() => expect(chatApi.chat.markRead).toHaveBeenCalledWith({ conversation: CONV, seq: 2 }));
  });

  it('loads older messages by cursor above the newer ones', async () => {
    chatApi.chat.messages.mockImplementation((q: { before?: number }) =>
      Promise.resolve(
        q.before === 3
          ? createPage({ messages: [createMessage(1, { body: 'Oldest' }), createMessage(2)] })
          : createPage({
              messages: [createMessage(3), createMessage(4, { body: 'Newest' })],
              next_before: 3,
            }),
      ),
    );
    renderConversation();
    await screen.findByText('Newest');
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await screen.findByText('Oldest');
    expect(chatApi.chat.messages).toHaveBeenLastCalledWith(
      expect.objectContaining({ conversation: CONV, before: 3 }),
      expect.anything(),
    );
    expect(screen.getAllByTestId('message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('Oldest'),
      expect.stringContaining('Message 2'),
      expect.stringContaining('Message 3'),
      expect.stringContaining('Newest'),
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('shows the history limit when older messages are past it', async () => {
    chatApi.chat.messages.mockResolvedValue(
      createPage({ messages: [createMessage(9)], history_limited: true }),
    );
    renderConversation();
    expect(await screen.findByTestId('history-limited')).toHaveTextContent(
      'Older messages are no longer visible',
    );
  });

  it('announces the other member’s new message politely and shows typing', async () => {
    renderConversation();
    await screen.findByText('Hi you');
    const handle = createLiveEventHandler(client!, ME);
    act(() => handle({ type: 'typing', conversation: CONV, user_id: OTHER }));
    expect(screen.getByTestId('typing')).toHaveTextContent('Anna is typing…');
    const surprise = () =>
      act(() =>
        handle({
          type: 'message',
          conversation: CONV,
          message: createMessage(3, { sender: OTHER, body: 'Surprise' }),
        }),
      );
    surprise();
    expect(await screen.findByText('Surprise')).toBeInTheDocument();
    expect(screen.getByTestId('chat-announcer')).toHaveTextContent('New message from Anna: Surprise');
    expect(screen.getByTestId('chat-announcer')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('typing')).toHaveTextContent('');
    // a replay of the same message shows nothing twice
    surprise();
    expect(screen.getAllByText('Surprise')).toHaveLength(1);
    handle.dispose();
  });

  it('an icebreaker fills the composer and is never sent by itself', async () => {
    chatApi.chat.icebreakers.mockResolvedValue({
      icebreakers: [{ key: 'messages.start', values: { name: 'Anna' }, interest: null }],
      shared_interests: [],
    });
    renderConversation();
    await userEvent.click(await screen.findByRole('button', { name: 'Icebreakers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Icebreakers' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Say hello to Anna/ }));
    expect(screen.getByRole('textbox', { name: 'Message to Anna' })).toHaveValue(
      'Say hello to Anna. Not sure how to begin? Try an icebreaker.',
    );
    expect(chatApi.chat.send).not.toHaveBeenCalled();
  });

  it('the gift picker shows each price and names gift and price on the send button', async () => {
    chatApi.chat.gifts.mockResolvedValue({
      gifts: [{ key: 'rose', name_key: 'gifts.rose', price: 5, image: '/api/gifts/rose.svg' }],
    });
    chatApi.chat.send.mockImplementation((input: { client_id: string }) =>
      Promise.resolve({
        message: createMessage(3, { kind: 'gift', body: null, gift: 'rose', client_id: input.client_id }),
        credits: 5,
        charged: 5,
        duplicate: false,
        started: false,
      }),
    );
    renderConversation();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a gift to Anna' });
    const rose = await within(dialog).findByRole('button', { name: /rose/i, pressed: false });
    expect(rose).toHaveTextContent('5 credits (from €1.33)');
    await userEvent.click(rose);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Send Rose for 5 credits (from €1.33)' }),
    );
    expect(chatApi.chat.send.mock.calls[0]![0]).toMatchObject({
      conversation: CONV,
      kind: 'gift',
      gift: 'rose',
    });
    await waitFor(() =>
      expect(screen.getByTestId('composer-balance')).toHaveTextContent('Your balance: 5 credits'),
    );
  });

  it('marks a fictional profile in the header and explains it on request', async () => {
    chatApi.chat.messages.mockResolvedValue(
      createPage({ profile: createChatProfile({ fictional: true }), messages: [] }),
    );
    renderConversation();
    const marker = await screen.findByTestId('chat-fictional');
    expect(within(marker).getByText('Fictional profile')).toBeInTheDocument();
    await userEvent.click(within(marker).getByRole('button', { name: 'What is a fictional profile?' }));
    const dialog = await screen.findByRole('dialog', { name: 'About fictional profiles' });
    expect(dialog).toHaveTextContent(/run by our chat hosts/);
  });

  it('asks a visitor to log in', () => {
    renderChat(<ChatScreen target={{ conversation: CONV }} />, { pathname: `/chats/${CONV}` });
    expect(screen.getByRole('heading', { name: 'You need to be logged in to chat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=%2Fchats%2F${CONV}`,
    );
  });
});
