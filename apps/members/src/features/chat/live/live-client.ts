import {
  LIVE_CLOSE,
  LIVE_RESUME_MAX_CONVERSATIONS,
  type TLiveClientFrame,
  type TLiveServerEvent,
} from '@dating/core/contracts';
import { checkLiveServerEvent } from '@/lib/live-event-checks';

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type LiveStatus = 'connecting' | 'open' | 'down' | 'stopped';

export interface LiveClientOptions {
  url: string;
  /** The events of the server, validated; `pong` and `hello` included. */
  onEvent: (event: TLiveServerEvent) => void;
  onStatus?: (status: LiveStatus) => void;
  /** The last sequence number shown per conversation, sent in `resume` after every (re)connect. */
  cursors: () => Record<string, number>;
  createSocket?: (url: string) => SocketLike;
  /** First reconnect delay; doubles per failed attempt up to `maxDelayMs` (jittered down by up to half). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A keep-alive `ping` this often; no frame within `pongTimeoutMs` after it drops the socket. */
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  random?: () => number;
}

const OPEN = 1;
/** Our own close code for a socket that stopped answering (reconnects at once). */
const CLIENT_TIMEOUT = 4000;

/** Delay before reconnect attempt `attempt` (0-based): base × 2^attempt capped at max, minus up to half jitter. */
export function reconnectDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const full = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(full * (1 - random() / 2));
}

/** The most recent conversations first, at most what one `resume` frame may list. */
export function resumeFrame(cursors: Record<string, number>): TLiveClientFrame {
  const entries = Object.entries(cursors)
    .sort((a, b) => b[1] - a[1])
    .slice(0, LIVE_RESUME_MAX_CONVERSATIONS);
  return { type: 'resume', conversations: Object.fromEntries(entries) };
}

/**
 * The browser side of `/api/live` (ADR 0016): one socket, `resume` with the last seen sequence per
 * conversation after every (re)connect (the server replays the gap), a keep-alive ping, reconnects with
 * exponential backoff, and none after the server said the session ended (4401).
 */
export class LiveClient {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private status: LiveStatus = 'stopped';
  private readonly options: Required<Omit<LiveClientOptions, 'onStatus'>> &
    Pick<LiveClientOptions, 'onStatus'>;

  constructor(options: LiveClientOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      baseDelayMs: 1_000,
      maxDelayMs: 30_000,
      pingIntervalMs: 25_000,
      pongTimeoutMs: 10_000,
      random: Math.random,
      ...options,
    };
  }

  get currentStatus(): LiveStatus {
    return this.status;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
    this.setStatus('stopped');
  }

  /** The page came back (online, visible): reconnect now instead of waiting for the backoff. */
  wake(): void {
    if (this.stopped || this.status === 'open' || this.status === 'connecting') return;
    this.attempt = 0;
    this.connect();
  }

  /** Sends a frame when the socket is open; false otherwise (the caller's fallback takes over). */
  send(frame: TLiveClientFrame): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.reconnectTimer = this.pingTimer = this.pongTimer = null;
  }

  private connect(): void {
    this.clearTimers();
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setStatus('open');
      this.send(resumeFrame(this.options.cursors()));
      this.pingTimer = setInterval(() => this.ping(), this.options.pingIntervalMs);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined; // a close follows
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      if (this.stopped) return;
      if (event.code === LIVE_CLOSE.unauthenticated) {
        this.stopped = true;
        this.setStatus('stopped');
        return;
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.setStatus('down');
    const { baseDelayMs, maxDelayMs, random } = this.options;
    const delay = reconnectDelay(this.attempt, baseDelayMs, maxDelayMs, random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private ping(): void {
    if (!this.send({ type: 'ping' })) return;
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = setTimeout(() => this.dropDeadSocket(), this.options.pongTimeoutMs);
  }

  /** No answer to a ping: a dead connection may take minutes to close, so give it up and reconnect now. */
  private dropDeadSocket(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.onclose = null;
    socket.onmessage = null;
    socket.close(CLIENT_TIMEOUT);
    this.clearTimers();
    this.attempt = 0;
    this.scheduleReconnect();
  }

  private receive(data: unknown): void {
    // Any frame proves the socket alive.
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const event = checkLiveServerEvent(json);
    if (!event) return;
    if (event.type === 'resync') this.send(resumeFrame(this.options.cursors()));
    this.options.onEvent(event);
  }
}
