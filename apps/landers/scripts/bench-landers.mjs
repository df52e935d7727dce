#!/usr/bin/env node
// `pnpm bench:landers`: per lander template, the JavaScript it loads (gzip) and Lighthouse mobile (Chromium here,
// median of N runs, default 5): Performance, LCP, TBT, CLS and Accessibility, against a baseline measured in the
// same run: a plain static HTML page with the same kind of content and no JavaScript (the floor). Prints a table;
// never fails on a slow machine. Targets: JS ≤ 130 kB (P10), Performance ≥ 95 (issue 14), P9's LCP/TBT/CLS.
//
// Options: --runs N (default 5), --templates a,b (default all nine), --no-build (use dist/ as built).
// The pages are served by the production static server (scripts/serve-static.mjs: prerendered pages, gzip,
// security headers), the baseline by the same server from a folder of its own. Lighthouse comes from
// scripts/lib/lighthouse.mjs (fetched once into node_modules/.cache; Chromium is CHROMIUM_PATH or /usr/bin/chromium).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIGHTHOUSE, lighthouseMedian } from '../../../scripts/lib/lighthouse.mjs';
import { root, waitFor } from '../../../scripts/lib/processes.mjs';
import { templateSizes } from './bundle-sizes.mjs';

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

if (!args.includes('--no-build')) {
  console.log('building the landers…');
  execFileSync('pnpm', ['build'], { cwd: app, stdio: 'inherit' });
}
/** The requested templates, or every one the build renders (it lists them in dist/routes.json). */
const templates = requested
  ? requested.split(',')
  : JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8')).templates;

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

/** A free local port. */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** `scripts/serve-static.mjs` serving `dir` under `base` on a free port, as in production; resolves with its origin. */
async function serveStatic(dir, base) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve-static.mjs'), dir, '--base', base, '--port', String(port)],
    { env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' },
  );
  servers.push(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}${base}`, 30_000);
  return origin;
}
const servers = [];
process.on('exit', () => servers.forEach((child) => child.kill()));

const baselineDir = mkdtempSync(path.join(tmpdir(), 'lander-baseline-'));
writeFileSync(path.join(baselineDir, 'index.html'), BASELINE);
const baselineOrigin = await serveStatic(baselineDir, '/baseline/');
const origin = await serveStatic(dist, '/landers/');
const measure = (label, url) => lighthouseMedian(label, url, runs);

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
  `\nLighthouse ${LIGHTHOUSE}, mobile, median of ${runs}, served by scripts/serve-static.mjs; load ${(
    await import('node:os')
  )
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}\n`,
);
const rows = [
  ['baseline (static HTML, no JS)', null, await measure('baseline', `${baselineOrigin}/baseline/`)],
];
for (const t of templates) {
  process.stdout.write(`measuring ${t}…\n`);
  rows.push([t, sizeOf(t), await measure(t, `${origin}/landers/${t}/eng`)]);
}
servers.forEach((child) => child.kill());
rmSync(baselineDir, { recursive: true, force: true });

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
