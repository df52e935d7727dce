import { describe, expect, it } from 'vitest';
import { ZLiveServerEvent, ZMessage } from '@dating/core/contracts';
import { checkLiveServerEvent, checkMessage } from './live-event-checks';

const CONV = '7d8e2a1c-3b4f-4c5d-8e6f-0a1b2c3d4e5f';
const USER = '11111111-2222-4333-8444-555555555555';

const MESSAGE = {
  id: 'm1',
  conversation: CONV,
  seq: 3,
  sender: USER,
  kind: 'text',
  body: 'Hi',
  photo: null,
  gift: null,
  client_id: 'c-1',
  cost: 2,
  created_at: '2026-11-25T04:00:00.000Z',
};
const PHOTO = {
  id: 'p1',
  url: '/api/chat-photo/p1',
  thumb_url: '/api/chat-photo/p1?thumb',
  width: 640,
  height: 480,
};

/** One valid frame of each event type. */
const VALID: Record<string, unknown>[] = [
  { type: 'hello', user_id: USER, heartbeat_ms: 25_000 },
  { type: 'pong' },
  { type: 'message', conversation: CONV, message: MESSAGE },
  { type: 'message', conversation: CONV, message: { ...MESSAGE, kind: 'photo', body: null, photo: PHOTO } },
  { type: 'read', conversation: CONV, seq: 0 },
  { type: 'read', conversation: CONV, seq: 4, user_id: USER },
  { type: 'credits', credits: 0 },
  { type: 'unread', total: 12 },
  { type: 'typing', conversation: CONV, user_id: USER },
  { type: 'like', profile: USER },
  { type: 'match', profile: USER },
  { type: 'resumed', conversations: { [CONV]: 9 }, gone: [USER] },
  { type: 'resumed', conversations: {}, gone: [] },
  { type: 'gap', conversation: CONV, after_seq: 2, last_seq: 250 },
  { type: 'resync' },
  { type: 'error', code: 'rate_limited' },
];

/** Values no field of any event accepts in place of a valid one, plus a few each field's rule turns down. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  -1,
  1.5,
  0,
  Number.MAX_SAFE_INTEGER + 1,
  true,
  [],
  {},
  '7d8e2a1c-3b4f-0c5d-8e6f-0a1b2c3d4e5f', // version 0: not a UUID for zod
  { [USER]: -1 },
  { 'not-a-uuid': 1 },
  ['not-a-uuid'],
];

/** The check and the schema give the same answer: the same event, or both refuse it. */
function expectSameAnswer(frame: unknown) {
  const parsed = ZLiveServerEvent.safeParse(frame);
  expect(checkLiveServerEvent(frame), JSON.stringify(frame)).toEqual(parsed.success ? parsed.data : null);
}

describe('checkLiveServerEvent', () => {
  it('passes every valid event on, as the schema reads it', () => {
    for (const frame of VALID) {
      expect(checkLiveServerEvent(frame), JSON.stringify(frame)).not.toBeNull();
      expectSameAnswer(frame);
    }
  });

  it('drops fields the contract does not name, as zod does', () => {
    const frame = { type: 'unread', total: 1, extra: 'x' };
    expect(checkLiveServerEvent(frame)).toEqual({ type: 'unread', total: 1 });
    expectSameAnswer(frame);
    expectSameAnswer({ type: 'message', conversation: CONV, message: { ...MESSAGE, extra: 1 } });
  });

  it('refuses what is not an event: not an object, no type, an unknown type', () => {
    for (const frame of [null, 'unread', 42, [], {}, { type: 'nonsense' }, { type: 'ping' }]) {
      expect(checkLiveServerEvent(frame)).toBeNull();
      expectSameAnswer(frame);
    }
  });

  it('answers as the schema for every field of every event replaced by a wrong value or left out', () => {
    for (const frame of VALID) {
      for (const field of Object.keys(frame).filter((k) => k !== 'type')) {
        for (const bad of BAD_VALUES) expectSameAnswer({ ...frame, [field]: bad });
        const { [field]: _omitted, ...without } = frame;
        expectSameAnswer(without);
      }
    }
  });
});

describe('checkMessage', () => {
  it('answers as ZMessage for every field replaced by a wrong value or left out, the photo’s fields included', () => {
    const samples = [MESSAGE, { ...MESSAGE, kind: 'photo', body: null, photo: PHOTO }];
    for (const message of samples) {
      const parsed = ZMessage.safeParse(message);
      expect(checkMessage(message)).toEqual(parsed.success ? parsed.data : null);
      for (const field of Object.keys(message)) {
        for (const bad of [...BAD_VALUES, 'gif', 'video']) {
          const changed = { ...message, [field]: bad };
          const answer = ZMessage.safeParse(changed);
          expect(checkMessage(changed), `${field}=${JSON.stringify(bad)}`).toEqual(
            answer.success ? answer.data : null,
          );
        }
      }
    }
    for (const field of Object.keys(PHOTO)) {
      for (const bad of BAD_VALUES) {
        const changed = { ...MESSAGE, photo: { ...PHOTO, [field]: bad } };
        const answer = ZMessage.safeParse(changed);
        expect(checkMessage(changed), `photo.${field}`).toEqual(answer.success ? answer.data : null);
      }
    }
  });
});
