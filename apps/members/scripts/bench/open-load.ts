/**
 * Open-loop HTTP load at a fixed rate, run as a child process (`fork`) with its own event loop: a request
 * leaves every 1/rate seconds whether or not earlier ones have been answered, and each latency is measured
 * from the moment the request was due (no coordinated omission: a stalled server shows as latency, not as a
 * lower rate). Keep-alive sockets, at most `maxSockets` open.
 */
import http from 'node:http';
import { sendGet, type BenchTarget } from './request';

export interface OpenLoadRequest extends BenchTarget {
  url: string;
  /** Requests per second. */
  rate: number;
  seconds: number;
  maxSockets?: number;
}

export interface OpenLoadResult {
  sent: number;
  completed: number;
  errors: number;
  statuses: Record<string, number>;
  /** Answers per second over the window (≈ rate when the server keeps up). */
  throughput: number;
  /** Milliseconds from due time to the last byte, one per answer. */
  latencies: number[];
}

export function runOpenLoad(req: OpenLoadRequest): Promise<OpenLoadResult> {
  const url = new URL(req.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: req.maxSockets ?? 256 });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  const total = Math.max(1, Math.round(req.rate * req.seconds));
  const interval = 1000 / req.rate;
  const started = performance.now();

  return new Promise((resolve) => {
    let finished = 0;
    const done = () => {
      finished += 1;
      if (finished < total) return;
      agent.destroy();
      const elapsed = (performance.now() - started) / 1000;
      resolve({
        sent,
        completed: latencies.length,
        errors,
        statuses,
        throughput: latencies.length / elapsed,
        latencies,
      });
    };
    const fire = (due: number) => {
      sent += 1;
      sendGet(
        agent,
        url,
        req,
        (status) => {
          latencies.push(performance.now() - due);
          statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
          done();
        },
        () => {
          errors += 1;
          done();
        },
      );
    };
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && started + next * interval <= now) {
        fire(started + next * interval);
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, started + next * interval - performance.now()));
    };
    tick();
  });
}

if (process.send) {
  process.once('message', (req: OpenLoadRequest) => {
    void runOpenLoad(req).then((result) => {
      process.send!(result, () => process.exit(0));
    });
  });
}
