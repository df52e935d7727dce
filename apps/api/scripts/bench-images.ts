/**
 * Photo pipeline benchmark over the hostile-image corpus (targets S11, P11). A child process is forked first,
 * while the parent is still small; the parent then generates the corpus into a temp folder, and the child
 * loads it and runs every item through processImage, one at a time, so the child's memory figures are those
 * of processing, not of generating. RSS is sampled every 2 ms during each phase. Prints outcomes,
 * per-item times, memory and a WebP/AVIF comparison. Exits 1 only when an outcome is wrong (an accepted
 * hostile file, a refused good one, or a wrong refusal code or reason). Figures are printed, never asserted.
 *
 *   pnpm bench:images
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { generateCorpus } from '../test/media/corpus';
import { isImageRejectedError, processImage } from '../src/photos/media/process-image';
import { percentiles } from './bench/stats';

interface ManifestItem {
  name: string;
  expect: string;
  reason?: string;
  file: string;
}

interface Outcome {
  name: string;
  expect: string;
  expectedReason?: string;
  ms: number;
  result: string;
  reason?: string;
  error?: string;
  thumbBytes?: number;
}

interface WorkerReport {
  outcomes: Outcome[];
  processingMs: number;
  /** Sampled resident set size: before, and the highest sample during each phase. */
  rss: { loaded: number; refusals: number; accepted: number };
  /** The kernel's high-water mark (includes what the child inherited from the parent at fork). */
  maxRss: number;
  avif: Array<Array<string | number>>;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const peakRss = () => process.resourceUsage().maxRSS * 1024;

function stats(values: number[]): { n: number; median: number; p95: number; max: number } {
  return { n: values.length, ...percentiles(values, { median: 50, p95: 95, max: 100 }) };
}

function fmt(n: number): string {
  if (!Number.isFinite(n)) return '–';
  return Number.isInteger(n) ? String(n) : n < 10 ? n.toFixed(2) : n.toFixed(0);
}

function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((r) => r.map((c) => (typeof c === 'number' ? fmt(c) : c)))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => String(r[i]).length)));
  return cells
    .map((r) =>
      r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  '),
    )
    .join('\n');
}

function isWrong(o: Outcome): boolean {
  if (o.result !== o.expect) return true;
  return o.expect !== 'accept' && o.expectedReason !== undefined && o.expectedReason !== o.reason;
}

// ---------------------------------------------------------------- child: processing

async function runItem(item: ManifestItem, data: Buffer): Promise<Outcome & { thumb?: Buffer }> {
  const base = {
    name: item.name,
    expect: item.expect,
    ...(item.reason ? { expectedReason: item.reason } : {}),
  };
  const start = performance.now();
  try {
    const out = await processImage(data);
    const ms = performance.now() - start;
    return { ...base, ms, result: 'accept', thumbBytes: out.thumb.data.length, thumb: out.thumb.data };
  } catch (e) {
    const ms = performance.now() - start;
    if (isImageRejectedError(e)) return { ...base, ms, result: e.code, reason: e.reason };
    return { ...base, ms, result: 'crash', error: e instanceof Error ? e.message : String(e) };
  }
}

/** WebP against AVIF on the same thumbnail pixels: bytes and encode time. */
async function avifComparison(thumbs: Buffer[]): Promise<Array<Array<string | number>>> {
  const webp = { bytes: [] as number[], ms: [] as number[] };
  const avif = { bytes: [] as number[], ms: [] as number[] };
  for (const thumb of thumbs) {
    const { data, info } = await sharp(thumb).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    let t = performance.now();
    webp.bytes.push((await sharp(data, raw).webp({ quality: 72, effort: 4 }).toBuffer()).length);
    webp.ms.push(performance.now() - t);
    t = performance.now();
    avif.bytes.push((await sharp(data, raw).avif({ quality: 50, effort: 4 }).toBuffer()).length);
    avif.ms.push(performance.now() - t);
  }
  const row = (label: string, s: { bytes: number[]; ms: number[] }) => {
    const b = stats(s.bytes);
    const m = stats(s.ms);
    return [label, b.n, b.median, b.max, m.median, m.max];
  };
  return [row('WebP q72 effort 4', webp), row('AVIF q50 effort 4', avif)];
}

/** Highest RSS seen while `phase` runs, sampled every 2 ms (libvips works off the JS thread). */
async function sampled<T>(phase: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 2);
  try {
    const value = await phase();
    return { value, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(timer);
  }
}

async function worker(dir: string): Promise<WorkerReport> {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestItem[];
  const items = manifest.map((item) => ({ item, data: readFileSync(join(dir, item.file)) }));
  const loaded = process.memoryUsage.rss();

  // Refusals first, so their memory is seen on its own.
  const outcomes: Outcome[] = [];
  const thumbs: Buffer[] = [];
  const start = performance.now();
  const refusals = await sampled(async () => {
    for (const { item, data } of items.filter((i) => i.item.expect !== 'accept')) {
      outcomes.push(await runItem(item, data));
    }
  });
  const accepted = await sampled(async () => {
    for (const { item, data } of items.filter((i) => i.item.expect === 'accept')) {
      const { thumb, ...outcome } = await runItem(item, data);
      outcomes.push(outcome);
      if (thumb && item.name.startsWith('jpeg/') && thumbs.length < 12) thumbs.push(thumb);
    }
  });
  const processingMs = performance.now() - start;

  return {
    outcomes,
    processingMs,
    rss: { loaded, refusals: refusals.peak, accepted: accepted.peak },
    maxRss: peakRss(),
    avif: await avifComparison(thumbs),
  };
}

/** Child side: waits for the corpus folder, processes it, sends the report back. */
function serveWorker(): void {
  process.once('message', (dir: string) => {
    void worker(dir).then((report) =>
      process.send!(report, (e: Error | null) => {
        if (e) throw e;
        process.disconnect();
      }),
    );
  });
}

// ---------------------------------------------------------------- parent: corpus and report

/** Forks the processing child now, while the parent is small; `run(dir)` hands it the corpus later. */
function startWorker(): { run(dir: string): Promise<WorkerReport> } {
  const child = fork(fileURLToPath(import.meta.url), ['--worker'], { stdio: 'inherit' });
  const done = new Promise<WorkerReport>((resolve, reject) => {
    let report: WorkerReport | null = null;
    child.on('message', (m) => (report = m as WorkerReport));
    child.on('error', reject);
    child.on('exit', (code) =>
      report ? resolve(report) : reject(new Error(`benchmark worker exited with ${code} and no report`)),
    );
  });
  return {
    run(dir) {
      child.send(dir);
      return done;
    },
  };
}

function print(report: WorkerReport, corpusSize: number, generationMs: number): number {
  const { outcomes } = report;
  const expectations = ['accept', 'image_unsupported', 'image_invalid', 'image_too_large'];
  const row = (label: string, group: Outcome[]) => [
    label,
    group.length,
    group.filter((o) => o.result !== 'accept').length,
    group.filter((o) => o.result === 'accept').length,
    group.filter(isWrong).length,
  ];
  const wrong = outcomes.filter(isWrong);
  const refused = outcomes.filter((o) => o.expect !== 'accept');
  const accepted = outcomes.filter((o) => o.expect === 'accept');
  const timeRow = (label: string, group: Outcome[]) => {
    const s = stats(group.map((o) => o.ms));
    return [label, s.n, s.median, s.p95, s.max];
  };
  const reasons = new Map<string, number>();
  for (const o of outcomes) if (o.reason) reasons.set(o.reason, (reasons.get(o.reason) ?? 0) + 1);
  const slowest = (group: Outcome[]) =>
    [...group]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map((o) => `${o.name} ${fmt(o.ms)} ms`)
      .join(', ');
  const thumbs = stats(accepted.flatMap((o) => (o.thumbBytes === undefined ? [] : [o.thumbBytes])));
  const { rss } = report;

  console.log(
    `\nHostile-image corpus: ${corpusSize} items, generated in ${(generationMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${sharp.concurrency()} libvips thread(s)\n`,
  );
  console.log(
    table(
      ['expectation', 'items', 'refused', 'accepted', 'wrong'],
      [
        ...expectations.map((e) =>
          row(
            e,
            outcomes.filter((o) => o.expect === e),
          ),
        ),
        row('total', outcomes),
      ],
    ),
  );
  console.log(`\nrefusal reasons: ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ')}\n`);
  console.log(
    table(
      ['per-item time (ms)', 'n', 'median', 'p95', 'max'],
      [timeRow('refused (hostile)', refused), timeRow('accepted', accepted)],
    ),
  );
  console.log(`\nslowest refusals: ${slowest(refused)}`);
  console.log(`slowest accepted: ${slowest(accepted)}`);
  console.log(`thumbnail bytes: median ${thumbs.median}, max ${thumbs.max} (budget 15360)`);
  console.log(`processing wall time: ${(report.processingMs / 1000).toFixed(1)} s, one item at a time`);
  console.log(
    `\nRSS of the processing process (sampled every 2 ms): ${mb(rss.loaded)} with the corpus loaded, ` +
      `peak ${mb(rss.refusals)} during the refusals, peak ${mb(rss.accepted)} during the accepted items ` +
      `(kernel high-water mark ${mb(report.maxRss)}, including what the fork inherited)`,
  );
  console.log('\nAVIF vs WebP on the same thumbnail pixels (JPEG items):');
  console.log(
    table(['thumbnail encoder', 'n', 'bytes median', 'bytes max', 'ms median', 'ms max'], report.avif),
  );

  if (wrong.length === 0) {
    console.log('\nwrong outcomes: 0');
    return 0;
  }
  console.log(`\nWRONG OUTCOMES (${wrong.length}):`);
  for (const o of wrong) {
    console.log(
      `  ${o.name}: expected ${o.expect}${o.expectedReason ? ` (${o.expectedReason})` : ''}, ` +
        `got ${o.result}${o.reason ? ` (${o.reason})` : ''}${o.error ? `: ${o.error}` : ''}`,
    );
  }
  return 1;
}

async function main(): Promise<void> {
  const worker = startWorker();
  const t = performance.now();
  const corpus = await generateCorpus();
  const generationMs = performance.now() - t;
  const dir = mkdtempSync(join(tmpdir(), 'bench-images-'));
  try {
    const manifest: ManifestItem[] = corpus.map((item, i) => {
      const file = `${i}.bin`;
      writeFileSync(join(dir, file), item.data);
      return { name: item.name, expect: item.expect, file, ...(item.reason ? { reason: item.reason } : {}) };
    });
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    const report = await worker.run(dir);
    process.exitCode = print(report, corpus.length, generationMs);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--worker')) serveWorker();
else await main();
