#!/usr/bin/env node
// `pnpm bench:landers`: per lander template, the JavaScript it loads (gzip) and Lighthouse mobile (Chromium here,
// median of N runs, default 5): Performance, LCP, TBT, CLS and Accessibility, against a baseline measured in the
// same run: a plain static HTML page with the same kind of content and no JavaScript (the floor). Prints a table;
// never fails on a slow machine. Targets: JS ≤ 130 kB (P10), Performance ≥ 95 (issue 14), P9's LCP/TBT/CLS.
//
// Options: --runs N (default 5), --templates a,b (default all nine), --no-build (use dist/ as built).
// Lighthouse 13 is fetched once into node_modules/.cache/lighthouse (not a project dependency: only this bench
// uses it); Chromium is CHROMIUM_PATH or /usr/bin/chromium.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { templateSizes } from './bundle-sizes.mjs';

const LIGHTHOUSE = '13.5.0';
const here = path.dirname(fileURLToPath(import.meta.url));
const app = path.resolve(here, '..');
const dist = path.join(app, 'dist');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Math.max(1, Number(option('runs', '5')));
const requested = option('templates', null);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!args.includes('--no-build')) {
  console.log('building the landers…');
  execFileSync('pnpm', ['build'], { cwd: app, stdio: 'inherit' });
}
/** The requested templates, or every one the build renders (it lists them in dist/routes.json). */
const templates = requested
  ? requested.split(',')
  : JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8')).templates;

// Lighthouse, once, outside the workspace's lockfile.
const cache = path.join(app, 'node_modules/.cache/lighthouse');
const cli = path.join(cache, 'node_modules/lighthouse/cli/index.js');
if (!existsSync(cli)) {
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

// The baseline: what a lander would be with no framework at all.
const BASELINE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Baseline lander</title>
<meta name="description" content="Static baseline page for the lander benchmark">
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d1b20}header,main,footer{padding:16px}
h1{font-size:1.6rem;margin:0 0 8px}.grid{display:grid;grid-template-columns:repeat(2,1fr);gap:8px}
.card{aspect-ratio:3/4;border-radius:12px;background:#e8def8}a.cta{display:block;margin:16px 0;padding:14px;
text-align:center;background:#6750a4;color:#fff;border-radius:24px;text-decoration:none;font-weight:700}</style>
</head><body><header><strong>Amora</strong></header><main><h1>Meet singles near you tonight</h1>
<p>Adults only (18+). Some profiles are fictional and marked as such. Messages cost credits.</p>
<a class="cta" href="/signup">Sign up free</a><div class="grid">${'<div class="card" role="img" aria-label="Member photo"></div>'.repeat(6)}</div>
</main><footer><a href="/pages/terms">Terms</a></footer></body></html>`;

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/baseline/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(BASELINE);
  }
  if (!url.pathname.startsWith('/landers/')) {
    res.writeHead(404);
    return res.end();
  }
  let file = path.join(dist, url.pathname.slice('/landers/'.length));
  // Like scripts/serve-static.mjs: a file, else a prerendered page's folder, else the shell.
  if (existsSync(path.join(file, 'index.html'))) file = path.join(file, 'index.html');
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
    file = path.join(dist, 'index.html');
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const run = promisify(execFile);

/** One Lighthouse run (async: this process also serves the pages it loads). */
async function lighthouse(url) {
  const out = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const report = path.join(out, 'report.json');
  const flags =
    '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
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
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
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

async function measure(label, url) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    try {
      results.push(await lighthouse(url));
    } catch (error) {
      console.warn(`  ${label} run ${i + 1}: ${String(error.message).split('\\n').slice(-2).join(' ')}`);
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

const sizes = new Map(templateSizes(path.join(dist, 'assets')).map((r) => [r.template, r.kB]));
// bundle-sizes names a template by its chunk, the template's file name (`collage` for collagelanding).
const CHUNK = {
  collagelanding: 'collage',
  iconslanding: 'icons',
  maplanding: 'map',
  socialnetwork: 'social',
  transitionsvideolanding: 'transitions',
};
const sizeOf = (t) => sizes.get(CHUNK[t] ?? t) ?? null;

console.log(
  `\nLighthouse ${LIGHTHOUSE}, mobile, median of ${runs}; load ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}\n`,
);
const rows = [['baseline (static HTML, no JS)', null, await measure('baseline', `${origin}/baseline/`)]];
for (const t of templates) {
  process.stdout.write(`measuring ${t}…\n`);
  rows.push([t, sizeOf(t), await measure(t, `${origin}/landers/${t}/eng`)]);
}
server.close();

const head = ['template', 'JS gzip kB', 'Perf', 'LCP ms', 'TBT ms', 'CLS', 'A11y', 'runs'];
const table = rows.map(([t, kB, m]) => [
  t,
  kB === null ? '–' : kB.toFixed(1),
  m ? String(m.perf) : 'failed',
  m ? String(Math.round(m.lcp)) : '–',
  m ? String(Math.round(m.tbt)) : '–',
  m ? m.cls.toFixed(3) : '–',
  m ? String(m.a11y) : '–',
  m ? String(m.n) : '0',
]);
const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(head)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const r of table) console.log(line(r));
console.log(
  '\nTargets: JS ≤ 130 kB gzip, Performance ≥ 95, LCP ≤ 2000 ms, TBT ≤ 150 ms, CLS ≤ 0.05 (targets P9, P10).',
);
