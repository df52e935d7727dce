import { describe, expect, it } from 'vitest';
import { CONV, ME, OTHER, createChatState, createMessage, createPage, createSummary } from '../test-support';
import {
  applyMessageToState,
  flattenMessages,
  insertMessage,
  markReadInMessages,
  markReadInState,
  removeFromState,
  type MessagesData,
} from './messages-cache';

const data = (pages = [createPage({ messages: [createMessage(3), createMessage(4)] })]): MessagesData => ({
  pages,
  pageParams: pages.map(() => null),
});

describe('message list cache', () => {
  it('adds a new message once, in sequence order', () => {
    const before = data();
    const m5 = createMessage(5, { sender: OTHER });
    const after = insertMessage(before, m5);
    expect(flattenMessages(after).map((m) => m.seq)).toEqual([3, 4, 5]);
    expect(after.pages[0]!.last_seq).toBe(5);
    // replayed: unchanged, the same object
    expect(insertMessage(after, { ...m5 })).toBe(after);
  });

  it('learns the conversation id from the first stored message', () => {
    const empty = data([createPage({ conversation: null, messages: [] })]);
    expect(insertMessage(empty, createMessage(1)).pages[0]!.conversation).toBe(CONV);
  });

  it('flattens older pages above newer ones, each message once', () => {
    const newest = createPage({ messages: [createMessage(31), createMessage(32)] });
    const older = createPage({ messages: [createMessage(29), createMessage(30), createMessage(31)] });
    expect(flattenMessages(data([newest, older])).map((m) => m.seq)).toEqual([29, 30, 31, 32]);
  });

  it('moves read markers forward only', () => {
    const before = data();
    const read = markReadInMessages(before, 4, false);
    expect(read.pages[0]!.their_last_read_seq).toBe(4);
    expect(markReadInMessages(read, 3, false)).toBe(read);
    expect(markReadInMessages(before, 4, true).pages[0]!.my_last_read_seq).toBe(4);
  });
});

describe('chat list cache', () => {
  const other = createSummary({ conversation: 'c-2', last_seq: 9 });
  const state = createChatState({ chats: [other, createSummary({ num_unread_messages: 2, last_seq: 4 })] });

  it('puts a conversation with a new message first, with its preview and one more unread', () => {
    const next = applyMessageToState(state, createMessage(5, { sender: OTHER, body: 'Hey' }), ME, false)!;
    expect(next.chats[0]!.conversation).toBe(CONV);
    expect(next.chats[0]!.last_message?.body).toBe('Hey');
    expect(next.chats[0]!.num_unread_messages).toBe(3);
    expect(next.total_unread_messages).toBe(3);
  });

  it('counts neither one’s own messages nor those of the open conversation as unread', () => {
    expect(applyMessageToState(state, createMessage(5), ME, false)!.total_unread_messages).toBe(2);
    expect(
      applyMessageToState(state, createMessage(5, { sender: OTHER }), ME, true)!.total_unread_messages,
    ).toBe(2);
  });

  it('ignores a message it already counted, and asks for a reload for an unknown conversation', () => {
    expect(applyMessageToState(state, createMessage(4, { sender: OTHER }), ME, false)).toBe(state);
    expect(applyMessageToState(state, createMessage(1, { conversation: 'c-new' }), ME, false)).toBeNull();
  });

  it('removes a chat with its unread count, and reads one', () => {
    expect(removeFromState(state, CONV)).toMatchObject({ chats: [other], total_unread_messages: 0 });
    expect(markReadInState(state, CONV).total_unread_messages).toBe(0);
    expect(markReadInState(state, CONV, 5).total_unread_messages).toBe(5);
  });
});
