import { describe, expect, it } from 'vitest';
import { limiter } from './photos-routes';

describe('limiter', () => {
  it('never runs more than `max` at once and runs everything in order', async () => {
    const run = limiter(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) =>
      run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 5));
        order.push(i);
        active -= 1;
        return i;
      });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => task(i)));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(2);
    expect(order).toHaveLength(10);
  });

  it('frees the slot when a task fails', async () => {
    const run = limiter(1);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
