// Lighthouse for the benchmarks (`bench:pages`, `bench:landers`): fetched once into
// node_modules/.cache/lighthouse (not a project dependency: only the benchmarks use it) and run in Debian's
// Chromium (CHROMIUM_PATH or /usr/bin/chromium) with the mobile defaults (simulated slow 4G, 4× CPU).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { root } from './processes.mjs';

export const LIGHTHOUSE = '13.5.0';
const cache = path.join(root, 'node_modules/.cache/lighthouse');
const cli = path.join(cache, 'node_modules/lighthouse/cli/index.js');
const run = promisify(execFile);

/** Installs Lighthouse into the cache the first time. */
export function ensureLighthouse() {
  if (existsSync(cli)) return;
  console.log(`fetching lighthouse@${LIGHTHOUSE} into ${cache}…`);
  mkdirSync(cache, { recursive: true });
  execFileSync(
    'npm',
    ['install', '--prefix', cache, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE}`],
    {
      stdio: 'inherit',
    },
  );
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * One Lighthouse mobile run of performance and accessibility: { perf, a11y, lcp, tbt, cls }.
 * `headers` are sent with every request of the page (a session cookie for member pages).
 */
export async function lighthouse(url, { headers } = {}) {
  ensureLighthouse();
  const out = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const report = path.join(out, 'report.json');
  const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  try {
    await run(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance,accessibility',
        `--chrome-flags=${flags}`,
        ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      ],
      {
        env: { ...process.env, CHROME_PATH: chromiumPath() },
        timeout: 180_000,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    const a = lhr.audits;
    return {
      perf: Math.round(lhr.categories.performance.score * 100),
      a11y: Math.round(lhr.categories.accessibility.score * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The median of `runs` Lighthouse runs (failed runs are reported and left out), or null if all failed. */
export async function lighthouseMedian(label, url, runs, options) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    try {
      results.push(await lighthouse(url, options));
    } catch (error) {
      console.warn(`  ${label} run ${i + 1}: ${String(error.message).split('\n').slice(-2).join(' ')}`);
    }
  }
  if (results.length === 0) return null;
  const pick = (k) => median(results.map((x) => x[k]));
  return {
    perf: pick('perf'),
    a11y: pick('a11y'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    n: results.length,
  };
}
