/**
 * Open-loop HTTP load generator, run as a child process (`fork`) so that it has its own event loop and core:
 * request i is due at start + i / rate whatever the earlier ones did, and its latency counts from that due
 * time (no coordinated omission). Each request comes from one of many client addresses (X-Forwarded-For,
 * trusted from loopback as behind the real proxy), as 500 req/s would come from many members.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export interface LoadTarget {
  path: string;
  kind: string;
}

export interface LoadRequest {
  port: number;
  rate: number;
  seconds: number;
  /** Seconds to wait for answers after the last request was sent; the rest count as unanswered. */
  grace: number;
  /** Keep-alive connections, like a proxy's upstream pool; requests beyond wait in the client (and count). */
  connections: number;
  cookie: string;
  targets: LoadTarget[];
  clients: number;
}

export interface LoadResult {
  sent: number;
  completed: number;
  errors: number;
  statuses: Record<string, number>;
  /** Requests started per second over the sending window. */
  sendRate: number;
  /** Responses per second from the first request until the last response. */
  throughput: number;
  latencies: Record<string, number[]>;
}

export function runLoad(req: LoadRequest): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: req.connections });
  const total = Math.round(req.rate * req.seconds);
  const latencies: Record<string, number[]> = {};
  const statuses: Record<string, number> = {};
  let sent = 0;
  let completed = 0;
  let errors = 0;
  let lastEnd = 0;
  let lastSend = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    let done = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const finish = (force = false) => {
      if (done || (!force && (completed + errors < total || sent < total))) return;
      done = true;
      clearTimeout(graceTimer);
      const unanswered = total - completed - errors;
      if (unanswered > 0) {
        errors += unanswered;
        statuses.unanswered = unanswered;
      }
      agent.destroy();
      resolve({
        sent,
        completed,
        errors,
        statuses,
        sendRate: ((sent - 1) / Math.max(1, lastSend - start)) * 1000,
        throughput: (completed / Math.max(1, lastEnd - start)) * 1000,
        latencies,
      });
    };
    const fire = (i: number, due: number) => {
      const target = req.targets[i % req.targets.length] as LoadTarget;
      const client = i % req.clients;
      const r = http.request(
        {
          host: '127.0.0.1',
          port: req.port,
          path: target.path,
          agent,
          timeout: 30_000,
          headers: {
            cookie: req.cookie,
            'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (done) return;
            const end = performance.now();
            lastEnd = Math.max(lastEnd, end);
            const code = String(res.statusCode);
            statuses[code] = (statuses[code] ?? 0) + 1;
            if (res.statusCode === 200) {
              completed += 1;
              (latencies[target.kind] ??= []).push(end - due);
            } else {
              errors += 1;
            }
            finish();
          });
        },
      );
      r.on('timeout', () => r.destroy(new Error('timeout')));
      r.on('error', () => {
        if (done) return;
        errors += 1;
        statuses.network = (statuses.network ?? 0) + 1;
        finish();
      });
      r.end();
    };
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - start) * req.rate) / 1000) + 1);
      while (sent < due) {
        fire(sent, start + (sent * 1000) / req.rate);
        sent += 1;
        lastSend = performance.now();
      }
      if (sent < total) setTimeout(tick, 1);
      else graceTimer = setTimeout(() => finish(true), req.grace * 1000);
    };
    tick();
  });
}

/** `runLoad` in a child process of its own (this file, forked), so the load has its own event loop and core. */
export function forkLoad(req: LoadRequest): Promise<LoadResult> {
  const child = fork(fileURLToPath(import.meta.url), [], { stdio: 'inherit' });
  return new Promise<LoadResult>((resolve, reject) => {
    child.once('message', (m) => resolve(m as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) =>
      code ? reject(new Error(`load generator exited with ${code}`)) : undefined,
    );
    child.send(req);
  });
}

// As a forked child: one request in, one result out, then exit.
if (process.send) {
  process.once('message', (msg: LoadRequest) => {
    void runLoad(msg).then((result) => {
      process.send?.(result, () => process.exit(0));
    });
  });
}
