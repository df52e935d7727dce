import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';

// How the seed writes its photos: a storage key each, rendered a few at a time.

/** Runs `fn` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  });
  await Promise.all(workers);
  return out;
}

/** How many renders the seed keeps in flight: sharp works on its own threads, so a few more than the cores. */
export const RENDER_CONCURRENCY = Math.max(4, availableParallelism() * 2);

/** 128 random bits in hex: the unguessable storage key of a photo. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}
