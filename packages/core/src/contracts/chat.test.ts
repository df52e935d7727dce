import { describe, expect, it } from 'vitest';
import { ZDeleteChatInput, ZHostReplyInput, ZMessagesQuery, ZSendMessageInput } from './chat';

const conversation = '0b7c2a3e-5f41-4d1e-9a77-2f1b6f3c9d10';
const profile = '6a1f0e9c-2d4b-4c8e-8f3a-9b7d5e1c2a40';

describe('ZSendMessageInput', () => {
  it('accepts one target and the payload of its kind', () => {
    expect(
      ZSendMessageInput.safeParse({ conversation, kind: 'text', body: 'Hi', client_id: 'abc-1' }).success,
    ).toBe(true);
    expect(ZSendMessageInput.safeParse({ profile, kind: 'gift', gift: 'rose', client_id: 'x' }).success).toBe(
      true,
    );
    expect(
      ZSendMessageInput.safeParse({ profile, kind: 'photo', photo: conversation, client_id: 'x' }).success,
    ).toBe(true);
  });
  it.each<[Record<string, unknown>, string]>([
    [{ kind: 'text', body: 'Hi', client_id: 'x' }, 'no target'],
    [{ conversation, profile, kind: 'text', body: 'Hi', client_id: 'x' }, 'two targets'],
    [{ conversation, kind: 'text', client_id: 'x' }, 'text without body'],
    [{ conversation, kind: 'text', body: '   ', client_id: 'x' }, 'blank text'],
    [{ conversation, kind: 'gift', gift: 'rose', body: 'x', client_id: 'x' }, 'gift with body'],
    [{ conversation, kind: 'photo', client_id: 'x' }, 'photo without photo'],
    [{ conversation, kind: 'text', body: 'Hi', client_id: 'has space' }, 'bad client id'],
    [{ conversation, kind: 'text', body: 'Hi', client_id: 'x'.repeat(65) }, 'long client id'],
    [{ conversation, kind: 'text', body: 'Hi', client_id: 'x', cost: 0 }, 'extra field'],
    [{ conversation, kind: 'video', body: 'Hi', client_id: 'x' }, 'unknown kind'],
  ])('refuses %o (%s)', (input, _why) => {
    expect(ZSendMessageInput.safeParse(input).success).toBe(false);
  });
});

describe('other chat inputs', () => {
  it('need exactly one of conversation or profile', () => {
    expect(ZDeleteChatInput.safeParse({ conversation }).success).toBe(true);
    expect(ZDeleteChatInput.safeParse({ profile }).success).toBe(true);
    expect(ZDeleteChatInput.safeParse({}).success).toBe(false);
    expect(ZDeleteChatInput.safeParse({ conversation, profile }).success).toBe(false);
    expect(ZMessagesQuery.safeParse({ conversation, before: '20', limit: '10' }).data).toEqual({
      conversation,
      before: 20,
      limit: 10,
    });
    expect(ZMessagesQuery.safeParse({ conversation, limit: '101' }).success).toBe(false);
  });
  it('host replies are text by default', () => {
    expect(ZHostReplyInput.parse({ conversation, body: 'Hello', client_id: 'h' }).kind).toBe('text');
    expect(ZHostReplyInput.safeParse({ conversation, kind: 'gift', client_id: 'h' }).success).toBe(false);
  });
});
