/**
 * The members of `pnpm faults:chat`, forked into a process of their own. Each member has one tab (a live
 * socket) and writes a message every `everyMs` (with jitter), sent with POST /api/messages.php — but, like a
 * person, not while the previous one is still unsent (that write is skipped and counted). A send that is not
 * acknowledged (network error, timeout, 5xx, 429) is retried with the same `client_id` after a backoff and
 * once the tab is connected again. The tab follows
 * the client rules of ADR 0016: `resume` with its last seen seq per conversation after every connect and every
 * `resync`, reconnect with backoff and jitter on any close except 4401/4403. Like the member site (inserts skip
 * known seqs), a tab shows a message once per seq: "shown" counts the distinct seqs a client id arrived under
 * (more than one would be one message stored twice), "delivered" every frame (a seq the server sent again).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import WebSocket from 'ws';
import { answerCommands } from '../bench/children';

export interface ClientMember {
  id: string;
  token: string;
  port: number;
  conversation: string;
  /** Index of the other member of the conversation. */
  other: number;
}
export type ClientCommand =
  | { cmd: 'start'; members: ClientMember[]; everyMs: number; phase: string }
  | { cmd: 'phase'; phase: string }
  | { cmd: 'cut'; fraction: number }
  | { cmd: 'status' }
  | { cmd: 'finish'; drainMs: number; graceMs: number };

export interface ClientStatus {
  generated: number;
  acked: number;
  outbox: number;
  ready: number;
  tabs: number;
}
/** [client id, phase, sender index, acknowledged 0/1, attempts] */
export type SentRow = [string, string, number, number, number];
export interface ClientResult {
  sent: SentRow[];
  /** Per member: [client id, times shown, times delivered] for every message its tab received. */
  seen: [string, number, number][][];
  reconnects: number;
  resyncs: number;
  gaps: number;
  /** Failed sends and closed sockets by cause. */
  failures: Record<string, number>;
  /** Tabs not resumed at the end. */
  notReady: number;
  /** Messages still unacknowledged when the drain ended. */
  undrained: number;
  /** Writes skipped because the member's previous message was still unsent. */
  skipped: number;
}

interface Msg {
  clientId: string;
  phase: string;
  acked: boolean;
  attempts: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const failures: Record<string, number> = {};
const count = (key: string) => {
  failures[key] = (failures[key] ?? 0) + 1;
};
let reconnects = 0;
let resyncs = 0;
let gaps = 0;
let phase = 'steady';
let generating = false;
let finishing = false;
let skipped = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const backoff = (attempt: number) => Math.min(2_000, 100 * 2 ** attempt) * (0.5 + Math.random());

class Member {
  ws: WebSocket | null = null;
  ready = false;
  readonly cursors = new Map<string, number>();
  /** client id → the seqs it arrived under, and how many frames carried it. */
  readonly seen = new Map<string, { seqs: Set<number>; frames: number }>();
  readonly outbox: Msg[] = [];
  readonly sent: Msg[] = [];
  private waiters: (() => void)[] = [];
  private closes = 0;
  /** The send loop is running (a request or a backoff in progress). */
  sending = false;

  constructor(
    readonly m: ClientMember,
    readonly index: number,
  ) {
    // The conversation is known from the start (empty), so every later message is replayed from seq 0 on.
    this.cursors.set(m.conversation, 0);
  }

  connect(): void {
    this.ready = false;
    const ws = new WebSocket(`ws://127.0.0.1:${this.m.port}/api/live`, {
      headers: { cookie: `auth._token=${this.m.token}`, origin: 'http://localhost:3000' },
      perMessageDeflate: false,
    });
    this.ws = ws;
    ws.on('open', () => this.resume());
    ws.on('message', (data) => this.onEvent(String(data)));
    ws.on('error', () => undefined);
    ws.on('close', (code) => {
      if (this.ws !== ws) return;
      this.ready = false;
      if (code === 4401 || code === 4403) {
        count(`live close ${code} (not retried)`);
        return;
      }
      if (!finishing) count(`live close ${code}`);
      this.closes += 1;
      reconnects += 1;
      setTimeout(() => this.connect(), backoff(Math.min(this.closes, 4)));
    });
  }

  private resume(): void {
    this.ws?.send(JSON.stringify({ type: 'resume', conversations: Object.fromEntries(this.cursors) }));
  }

  private onEvent(text: string): void {
    const e = JSON.parse(text) as {
      type: string;
      conversation?: string;
      message?: { seq: number; client_id: string };
    };
    if (e.type === 'resumed') {
      this.ready = true;
      this.closes = 0;
      for (const w of this.waiters.splice(0)) w();
    } else if (e.type === 'message' && e.message && e.conversation) {
      const prev = this.cursors.get(e.conversation) ?? 0;
      if (e.message.seq > prev) this.cursors.set(e.conversation, e.message.seq);
      const s = this.seen.get(e.message.client_id) ?? { seqs: new Set<number>(), frames: 0 };
      s.seqs.add(e.message.seq);
      s.frames += 1;
      this.seen.set(e.message.client_id, s);
    } else if (e.type === 'resync') {
      resyncs += 1;
      this.resume();
    } else if (e.type === 'gap') {
      gaps += 1;
    }
  }

  /** Resolves when the tab has resumed, or after `ms`. */
  whenReady(ms: number): Promise<void> {
    if (this.ready) return Promise.resolve();
    return new Promise((resolve) => {
      const t = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }

  /** Resets the tab's TCP connection (no close frame): the server sees a reset, the tab reconnects. */
  cut(): boolean {
    const socket = (this.ws as unknown as { _socket?: net.Socket } | null)?._socket;
    if (!socket || !this.ready) return false;
    socket.resetAndDestroy();
    return true;
  }

  compose(): void {
    if (this.outbox.length > 0) {
      skipped += 1;
      return;
    }
    const msg: Msg = { clientId: randomUUID(), phase, acked: false, attempts: 0 };
    this.sent.push(msg);
    this.outbox.push(msg);
    void this.pump();
  }

  /** Sends the outbox in order, one at a time; an unacknowledged send is retried with the same client id. */
  private async pump(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.outbox.length > 0 && !finishing) {
        const msg = this.outbox[0] as Msg;
        msg.attempts += 1;
        const status = await this.post(msg.clientId);
        if (status === '200') {
          msg.acked = true;
          this.outbox.shift();
          continue;
        }
        count(`send ${status}`);
        if (/^4(0[0-8]|1\d)$/.test(status) && status !== '409') {
          // A refusal (not a failure): retrying would not help; it is counted and reported.
          this.outbox.shift();
          continue;
        }
        await sleep(backoff(msg.attempts));
        await this.whenReady(5_000);
      }
    } finally {
      this.sending = false;
    }
  }

  private post(clientId: string): Promise<string> {
    const body = JSON.stringify({
      conversation: this.m.conversation,
      kind: 'text',
      body: `faults ${clientId}`,
      client_id: clientId,
    });
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.m.port,
          path: '/api/messages.php',
          method: 'POST',
          agent,
          timeout: 10_000,
          headers: {
            cookie: `auth._token=${this.m.token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.statusCode)));
          res.on('error', () => resolve('network'));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err) => resolve(err.message === 'timeout' ? 'timeout' : 'network'));
      req.end(body);
    });
  }
}

let members: Member[] = [];

function start(c: Extract<ClientCommand, { cmd: 'start' }>): Promise<ClientStatus> {
  phase = c.phase;
  members = c.members.map((m, i) => new Member(m, i));
  for (const m of members) m.connect();
  generating = true;
  for (const m of members) {
    const tick = () => {
      if (!generating) return;
      m.compose();
      setTimeout(tick, c.everyMs * (0.5 + Math.random()));
    };
    setTimeout(tick, Math.random() * c.everyMs);
  }
  return Promise.all(members.map((m) => m.whenReady(30_000))).then(status);
}

function status(): ClientStatus {
  return {
    generated: members.reduce((a, m) => a + m.sent.length, 0),
    acked: members.reduce((a, m) => a + m.sent.filter((x) => x.acked).length, 0),
    outbox: members.reduce((a, m) => a + m.outbox.length, 0),
    ready: members.filter((m) => m.ready).length,
    tabs: members.length,
  };
}

/** Resets a fraction of the live sockets and of the HTTP connections to the API. */
function cut(fraction: number): { live: number; http: number } {
  const shuffled = [...members].sort(() => Math.random() - 0.5);
  let live = 0;
  for (const m of shuffled) {
    if (live >= Math.round(members.length * fraction)) break;
    if (m.cut()) live += 1;
  }
  const open = Object.values(agent.sockets)
    .concat(Object.values(agent.freeSockets))
    .flat()
    .filter((s): s is NonNullable<typeof s> => Boolean(s));
  const httpCut = open.slice(0, Math.round(open.length * fraction));
  for (const s of httpCut) s.resetAndDestroy();
  return { live, http: httpCut.length };
}

/** Stops composing, drains every outbox, then every tab reconnects and resumes once more (final resume). */
async function finish(c: Extract<ClientCommand, { cmd: 'finish' }>): Promise<ClientResult> {
  generating = false;
  const deadline = performance.now() + c.drainMs;
  while (members.some((m) => m.outbox.length > 0) && performance.now() < deadline) await sleep(200);
  // No send after this point: what is stored now is what every tab must see after the final resume.
  finishing = true;
  while (members.some((m) => m.sending)) await sleep(100);
  for (const m of members) {
    m.ready = false;
    m.ws?.close(1000);
  }
  await sleep(200);
  await Promise.all(members.map((m) => m.whenReady(10_000)));
  await sleep(c.graceMs);
  const result: ClientResult = {
    sent: members.flatMap((m) =>
      m.sent.map((x): SentRow => [x.clientId, x.phase, m.index, x.acked ? 1 : 0, x.attempts]),
    ),
    seen: members.map((m) =>
      [...m.seen].map(([id, s]): [string, number, number] => [id, s.seqs.size, s.frames]),
    ),
    reconnects,
    resyncs,
    gaps,
    failures,
    notReady: members.filter((m) => !m.ready).length,
    undrained: members.reduce((a, m) => a + m.outbox.length, 0),
    skipped,
  };
  for (const m of members) m.ws?.terminate();
  agent.destroy();
  return result;
}

answerCommands(async (msg: ClientCommand): Promise<unknown> => {
  switch (msg.cmd) {
    case 'start':
      return start(msg);
    case 'phase':
      phase = msg.phase;
      return status();
    case 'cut':
      return cut(msg.fraction);
    case 'status':
      return status();
    case 'finish':
      return finish(msg);
  }
});
