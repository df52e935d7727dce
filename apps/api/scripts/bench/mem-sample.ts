/** What a bench child (live-server, live-relay) answers to `mem`. */
export interface MemSample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  sockets: number;
}

const gc = (globalThis as { gc?: () => void }).gc;

/** The process's memory after a full GC (three passes; needs --expose-gc) and its open sockets. */
export function memSample(sockets: number): MemSample {
  for (let i = 0; i < 3; i += 1) gc?.();
  const m = process.memoryUsage();
  return {
    rss: m.rss,
    heapUsed: m.heapUsed,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
    sockets,
  };
}
