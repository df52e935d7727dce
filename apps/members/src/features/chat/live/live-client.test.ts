import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TLiveServerEvent } from '@dating/core/contracts';
import { LiveClient, reconnectDelay, resumeFrame, type SocketLike } from './live-client';

const CONV = '3f1c2b9a-5d6e-4f70-8a91-b2c3d4e5f601';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let events: TLiveServerEvent[];
let statuses: string[];
let cursors: Record<string, number>;

function client(overrides: Partial<ConstructorParameters<typeof LiveClient>[0]> = {}) {
  return new LiveClient({
    url: 'ws://localhost/api/live',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    cursors: () => cursors,
    random: () => 0,
    ...overrides,
  });
}

/** A started client whose first socket has opened. */
function connected(overrides: Parameters<typeof client>[0] = {}) {
  const live = client(overrides);
  live.start();
  sockets[0]!.open();
  return live;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  events = [];
  statuses = [];
  cursors = { [CONV]: 7 };
});
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('doubles per attempt up to the cap, jittered down by at most half', () => {
    expect([0, 1, 2, 3, 10].map((a) => reconnectDelay(a, 1000, 30_000, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 30_000,
    ]);
    expect(reconnectDelay(2, 1000, 30_000, () => 0.999)).toBe(2002);
  });
});

describe('resumeFrame', () => {
  it('lists the most recent 200 conversations', () => {
    const many = Object.fromEntries(
      Array.from({ length: 250 }, (_, i) => [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, i]),
    );
    const frame = resumeFrame(many);
    expect(frame.type).toBe('resume');
    const listed = frame.type === 'resume' ? Object.values(frame.conversations) : [];
    expect(listed).toHaveLength(200);
    expect(Math.min(...listed)).toBe(50);
  });
});

describe('LiveClient', () => {
  it('resumes with the last seen sequence per conversation as soon as it is open', () => {
    const live = client();
    live.start();
    expect(statuses).toEqual(['connecting']);
    sockets[0]!.open();
    expect(statuses).toEqual(['connecting', 'open']);
    expect(sockets[0]!.sent).toEqual([{ type: 'resume', conversations: { [CONV]: 7 } }]);
  });

  it('hands validated events on and ignores anything malformed', () => {
    connected();
    sockets[0]!.serverSends({ type: 'unread', total: 3 });
    sockets[0]!.serverSends('not json');
    sockets[0]!.serverSends({ type: 'unread', total: -1 });
    sockets[0]!.serverSends({ type: 'nonsense' });
    expect(events).toEqual([{ type: 'unread', total: 3 }]);
  });

  it('reconnects with backoff and resumes with the cursors of that moment', () => {
    connected();
    sockets[0]!.serverCloses(1006);
    expect(statuses.at(-1)).toBe('down');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverCloses(1006);
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    cursors = { [CONV]: 9 };
    sockets[2]!.open();
    expect(sockets[2]!.sent).toEqual([{ type: 'resume', conversations: { [CONV]: 9 } }]);
    // an open socket resets the backoff
    sockets[2]!.serverCloses(1001);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('stops for good when the server says the session ended', () => {
    connected();
    sockets[0]!.serverCloses(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('stopped');
  });

  it('pings and drops a socket that stops answering, then reconnects at once', () => {
    connected({ pingIntervalMs: 25_000, pongTimeoutMs: 10_000 });
    vi.advanceTimersByTime(25_000);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'ping' });
    sockets[0]!.serverSends({ type: 'pong' });
    vi.advanceTimersByTime(25_000 + 10_000);
    expect(sockets[0]!.closedWith).toBe(4000);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('sends resume again when the server asks to resync', () => {
    connected();
    sockets[0]!.serverSends({ type: 'resync' });
    expect(sockets[0]!.sent).toHaveLength(2);
    expect(sockets[0]!.sent[1]).toEqual({ type: 'resume', conversations: { [CONV]: 7 } });
  });

  it('sends frames only while open, and stop() closes without reconnecting', () => {
    const live = client();
    live.start();
    expect(live.send({ type: 'typing', conversation: CONV })).toBe(false);
    sockets[0]!.open();
    expect(live.send({ type: 'typing', conversation: CONV })).toBe(true);
    live.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('wake() reconnects at once while waiting for the backoff', () => {
    const live = client({ baseDelayMs: 10_000 });
    live.start();
    sockets[0]!.serverCloses(1006);
    live.wake();
    expect(sockets).toHaveLength(2);
  });
});
