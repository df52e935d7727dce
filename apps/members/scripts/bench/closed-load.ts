/**
 * Closed-loop HTTP load, run as a child process (`fork`) so that it has its own event loop: `connections`
 * clients each send the next request as soon as the previous answer has been read, for `seconds`. The
 * throughput is what the server sustains at that concurrency; each latency is one request's full answer.
 */
import http from 'node:http';
import { sendGet, type BenchTarget } from './request';

export interface ClosedLoadRequest extends BenchTarget {
  url: string;
  connections: number;
  seconds: number;
}

export interface ClosedLoadResult {
  completed: number;
  errors: number;
  statuses: Record<string, number>;
  /** Answers per second over the measuring window. */
  throughput: number;
  /** Milliseconds, one per answer. */
  latencies: number[];
  /** Bytes of the last answer's body. */
  bytes: number;
}

export function runClosedLoad(req: ClosedLoadRequest): Promise<ClosedLoadResult> {
  const url = new URL(req.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: req.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const until = started + req.seconds * 1000;

  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      sendGet(
        agent,
        url,
        req,
        (status, size) => {
          latencies.push(performance.now() - t0);
          statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
          bytes = size;
          resolve();
        },
        () => {
          errors += 1;
          resolve();
        },
      );
    });

  const client = async () => {
    while (performance.now() < until) await one();
  };
  return Promise.all(Array.from({ length: req.connections }, client)).then(() => {
    agent.destroy();
    const elapsed = (performance.now() - started) / 1000;
    return {
      completed: latencies.length,
      errors,
      statuses,
      throughput: latencies.length / elapsed,
      latencies,
      bytes,
    };
  });
}

if (process.send) {
  process.once('message', (req: ClosedLoadRequest) => {
    void runClosedLoad(req).then((result) => {
      process.send!(result, () => process.exit(0));
    });
  });
}
