/**
 * The load generator of `pnpm bench:live`, forked into a process of its own (its own event loop and core). It
 * holds the client sockets, sends chat messages open-loop (message i is due at start + i / rate; its latency
 * counts from that due time, so a slow server cannot hide behind a slow sender), and counts what every tab of
 * the two members received: latency, lost, shown twice. Commands arrive over IPC, one at a time.
 *
 * Two targets: the API (`/api/live`, messages sent with POST /api/messages.php: auth, dedup, debit, insert,
 * fan-out) and a bare `ws` relay (no storage, no auth) as the floor.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import WebSocket from 'ws';
import { answerCommands } from './children';

export interface Member {
  id: string;
  token: string;
  /** Port of the server this member's sockets and sends go to. */
  port: number;
}
export interface Pair {
  a: number;
  b: number;
  conversation: string;
}
export type Mode = 'api' | 'relay';

export type LoadCommand =
  | { cmd: 'open'; mode: Mode; members: Member[]; socketsPerMember: number; total: number }
  | { cmd: 'chat'; pairs: Pair[]; rate: number; seconds: number; grace: number }
  | { cmd: 'storm'; pairs: Pair[]; gapMessages: number; seconds: number; grace: number }
  | { cmd: 'close' };

export interface ChatResult {
  sent: number;
  acked: number;
  failed: number;
  statuses: Record<string, number>;
  /** Send (due time) → receive at each tab of both members, ms. */
  latencies: number[];
  expected: number;
  received: number;
  lost: number;
  duplicates: number;
  /** First due time → the last acknowledgement or first delivery, ms (achieved rate = acked / this). */
  elapsedMs: number;
  /** CPU time (user + system) the load generator itself used for this run, ms: it shares the machine's cores. */
  cpuMs: number;
}
export interface StormResult {
  sockets: number;
  resumed: number;
  missed: number;
  duplicates: number;
  /** Reconnect start → `resumed` (the gap replayed), ms. */
  catchUp: number[];
  gapMessages: number;
  /** Failed attempts (by close code or error), each retried up to `STORM_ATTEMPTS` times in all. */
  failures: Record<string, number>;
  retries: number;
}

interface Tab {
  member: number;
  ws: WebSocket | null;
  /** Last seq seen per conversation (api mode). */
  cursors: Map<string, number>;
  /** client_id → times received. */
  seen: Map<string, number>;
  resumedAt: number;
  /** Successful opens so far. */
  connects: number;
}

/** Connection attempts per socket in the storm before it counts as not resumed. */
const STORM_ATTEMPTS = 5;
let mode: Mode = 'api';
let members: Member[] = [];
let tabs: Tab[] = [];
const tabsOf = new Map<number, Tab[]>();
const dueOf = new Map<string, number>();
let latencies: number[] = [];
/** When a message was last received for the first time by a tab (performance.now()). */
let lastFirstReceive = 0;
/** Why sockets failed to open or resume, by close code or error. */
let failures: Record<string, number> = {};
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function url(m: Member): string {
  return mode === 'api'
    ? `ws://127.0.0.1:${m.port}/api/live`
    : `ws://127.0.0.1:${m.port}/?id=${encodeURIComponent(m.id)}`;
}

/** Opens one tab's socket; resolves when it is ready (api: answered `resumed`). */
function connect(tab: Tab): Promise<boolean> {
  const m = members[tab.member] as Member;
  return new Promise((resolve) => {
    const ws = new WebSocket(url(m), {
      headers: mode === 'api' ? { cookie: `auth._token=${m.token}`, origin: 'http://localhost:3000' } : {},
      perMessageDeflate: false,
    });
    tab.ws = ws;
    let done = false;
    const finish = (ok: boolean) => {
      if (!done) {
        done = true;
        resolve(ok);
      }
    };
    ws.on('open', () => {
      tab.connects += 1;
      if (mode === 'relay') finish(true);
      else ws.send(JSON.stringify({ type: 'resume', conversations: Object.fromEntries(tab.cursors) }));
    });
    ws.on('message', (data) => {
      const e = JSON.parse(String(data)) as {
        type: string;
        conversation?: string;
        message?: { seq: number; client_id: string };
        c?: string;
        conversations?: Record<string, number>;
      };
      if (e.type === 'resumed') {
        // The client rules of ADR 0016: a conversation first learnt of here starts at the reported last seq on
        // the first connect (its history comes from the chat API); on a reconnect it is new since, so the tab
        // resumes it from 0 and gets its messages replayed.
        const unknown = Object.entries(e.conversations ?? {}).filter(([id]) => !tab.cursors.has(id));
        if (tab.connects > 1 && unknown.some(([, seq]) => seq > 0)) {
          for (const [id] of unknown) tab.cursors.set(id, 0);
          ws.send(
            JSON.stringify({
              type: 'resume',
              conversations: Object.fromEntries(unknown.map(([id]) => [id, 0])),
            }),
          );
          return;
        }
        for (const [id, seq] of unknown) tab.cursors.set(id, seq);
        tab.resumedAt = performance.now();
        finish(true);
      } else if (e.type === 'message' && e.message && e.conversation) {
        const prev = tab.cursors.get(e.conversation) ?? 0;
        if (e.message.seq > prev) tab.cursors.set(e.conversation, e.message.seq);
        receive(tab, e.message.client_id);
      } else if (e.type === 'relay' && e.c) {
        receive(tab, e.c);
      }
    });
    ws.on('error', (err) => {
      if (!done)
        failures[`error ${err.message.slice(0, 40)}`] =
          (failures[`error ${err.message.slice(0, 40)}`] ?? 0) + 1;
      finish(false);
    });
    ws.on('close', (code) => {
      if (!done) failures[`close ${code}`] = (failures[`close ${code}`] ?? 0) + 1;
      finish(false);
    });
  });
}

function receive(tab: Tab, clientId: string): void {
  const n = (tab.seen.get(clientId) ?? 0) + 1;
  tab.seen.set(clientId, n);
  if (n === 1) {
    const due = dueOf.get(clientId);
    lastFirstReceive = performance.now();
    if (due !== undefined) latencies.push(lastFirstReceive - due);
  }
}

async function open(c: Extract<LoadCommand, { cmd: 'open' }>) {
  mode = c.mode;
  members = c.members;
  tabs = [];
  tabsOf.clear();
  failures = {};
  for (let i = 0; i < c.total; i += 1) {
    const member = i % members.length;
    const tab: Tab = { member, ws: null, cursors: new Map(), seen: new Map(), resumedAt: 0, connects: 0 };
    tabs.push(tab);
    const list = tabsOf.get(member) ?? [];
    list.push(tab);
    tabsOf.set(member, list);
  }
  const start = performance.now();
  let opened = 0;
  // Connect in waves so that the accept queue is not the thing measured.
  for (let i = 0; i < tabs.length; i += 200) {
    const wave = await Promise.all(tabs.slice(i, i + 200).map((t) => connect(t)));
    opened += wave.filter(Boolean).length;
  }
  return { opened, failed: tabs.length - opened, failures, ms: performance.now() - start };
}

/** Sends one message from member `from` to `to` in `conversation`; resolves with the HTTP status (or error). */
function sendOne(from: number, to: number, conversation: string, clientId: string): Promise<string> {
  const m = members[from] as Member;
  if (mode === 'relay') {
    const tab = tabsOf.get(from)?.[0];
    tab?.ws?.send(JSON.stringify({ to: (members[to] as Member).id, c: clientId }));
    return Promise.resolve('200');
  }
  const body = JSON.stringify({ conversation, kind: 'text', body: `bench ${clientId}`, client_id: clientId });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: m.port,
        path: '/api/messages.php',
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: {
          cookie: `auth._token=${m.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve('network'));
    req.end(body);
  });
}

/** Every tab of both members should see each acknowledged message exactly once. */
function tally(sentIds: Map<string, [number, number]>, acked: Set<string>) {
  let expected = 0;
  let received = 0;
  let lost = 0;
  let duplicates = 0;
  for (const [id, [a, b]] of sentIds) {
    if (!acked.has(id)) continue;
    for (const member of mode === 'relay' ? [b] : [a, b]) {
      for (const tab of tabsOf.get(member) ?? []) {
        if (!tab.ws || tab.ws.readyState !== WebSocket.OPEN) continue;
        expected += 1;
        const n = tab.seen.get(id) ?? 0;
        if (n === 0) lost += 1;
        else received += 1;
        if (n > 1) duplicates += n - 1;
      }
    }
  }
  return { expected, received, lost, duplicates };
}

async function chat(c: Extract<LoadCommand, { cmd: 'chat' }>): Promise<ChatResult> {
  latencies = [];
  const cpu0 = process.cpuUsage();
  const total = Math.round(c.rate * c.seconds);
  const sentIds = new Map<string, [number, number]>();
  const acked = new Set<string>();
  const statuses: Record<string, number> = {};
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  let lastAck = start;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * c.rate) / 1000) + 1);
      while (sent < due) {
        const pair = c.pairs[sent % c.pairs.length] as Pair;
        const forward = Math.floor(sent / c.pairs.length) % 2 === 0;
        const [from, to] = forward ? [pair.a, pair.b] : [pair.b, pair.a];
        const id = randomUUID();
        dueOf.set(id, start + (sent * 1000) / c.rate);
        sentIds.set(id, [from, to]);
        inflight.push(
          sendOne(from, to, pair.conversation, id).then((status) => {
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status === '200') acked.add(id);
            lastAck = performance.now();
          }),
        );
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(inflight);
  await new Promise((r) => setTimeout(r, c.grace * 1000));
  const t = tally(sentIds, acked);
  const cpu = process.cpuUsage(cpu0);
  return {
    cpuMs: (cpu.user + cpu.system) / 1000,
    sent,
    acked: acked.size,
    failed: sent - acked.size,
    statuses,
    latencies,
    ...t,
    elapsedMs: Math.max(lastAck, lastFirstReceive) - start,
  };
}

/** Every socket drops; messages are stored meanwhile; every socket reconnects within `seconds` and resumes. */
async function storm(c: Extract<LoadCommand, { cmd: 'storm' }>): Promise<StormResult> {
  for (const t of tabs) t.ws?.terminate();
  await new Promise((r) => setTimeout(r, 500));
  const sentIds = new Map<string, [number, number]>();
  const acked = new Set<string>();
  const sends: Promise<void>[] = [];
  for (let i = 0; i < c.gapMessages; i += 1) {
    const pair = c.pairs[i % c.pairs.length] as Pair;
    const id = randomUUID();
    sentIds.set(id, [pair.a, pair.b]);
    sends.push(
      sendOne(pair.a, pair.b, pair.conversation, id).then((s) => {
        if (s === '200') acked.add(id);
      }),
    );
    if (i % 50 === 49) await Promise.all(sends.splice(0));
  }
  await Promise.all(sends);
  const catchUp: number[] = [];
  let retries = 0;
  failures = {};
  const start = performance.now();
  const spacing = (c.seconds * 1000) / Math.max(1, tabs.length);
  const reconnects = tabs.map(
    (t, i) =>
      new Promise<boolean>((resolve) => {
        setTimeout(
          () => {
            const began = performance.now();
            // As a real client does: a refused or reset attempt retries with backoff and jitter.
            const attempt = (n: number): void => {
              void connect(t).then((ok) => {
                if (ok) {
                  catchUp.push(t.resumedAt - began);
                  resolve(true);
                } else if (n < STORM_ATTEMPTS) {
                  retries += 1;
                  setTimeout(() => attempt(n + 1), 250 * 2 ** n * (0.5 + Math.random()));
                } else {
                  resolve(false);
                }
              });
            };
            attempt(1);
          },
          Math.max(0, start + i * spacing - performance.now()),
        );
      }),
  );
  const resumed = (await Promise.all(reconnects)).filter(Boolean).length;
  await new Promise((r) => setTimeout(r, c.grace * 1000));
  const t = tally(sentIds, acked);
  return {
    sockets: tabs.length,
    resumed,
    missed: t.lost,
    duplicates: t.duplicates,
    catchUp,
    gapMessages: acked.size,
    failures,
    retries,
  };
}

answerCommands(async (msg: LoadCommand): Promise<unknown> => {
  switch (msg.cmd) {
    case 'open':
      return open(msg);
    case 'chat':
      return chat(msg);
    case 'storm':
      return storm(msg);
    case 'close':
      for (const t of tabs) t.ws?.terminate();
      agent.destroy();
      return { closed: tabs.length };
  }
});
