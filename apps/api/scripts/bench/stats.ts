/** Latency summary in milliseconds. */
export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** Nearest-rank percentiles of `samples` (in any order), by name: `percentiles(xs, { p50: 50, max: 100 })`. */
export function percentiles<K extends string>(
  samples: readonly number[],
  ps: Record<K, number>,
): Record<K, number> {
  const sorted = [...samples].sort((a, b) => a - b);
  return Object.fromEntries(
    Object.entries<number>(ps).map(([name, p]) => [name, percentile(sorted, p)]),
  ) as Record<K, number>;
}

export function summarize(samples: readonly number[]): Summary {
  return { n: samples.length, ...percentiles(samples, { p50: 50, p95: 95, p99: 99 }) };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** The median over rounds of each percentile; `n` is the total sample count. */
export function medianOfRounds(rounds: readonly Summary[]): Summary {
  return {
    n: rounds.reduce((a, r) => a + r.n, 0),
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    p99: median(rounds.map((r) => r.p99)),
  };
}

export const ms = (x: number): string =>
  Number.isNaN(x) ? '—' : x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2);

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
