#!/usr/bin/env node
// JavaScript per template of a built lander (`pnpm --filter @dating/landers size` after `build`): the entry
// and its static imports, plus the template's chunk and its static imports, plus the largest language chunk
// (a visitor loads one). gzip at zlib's default level; kB = 1000 bytes. Exit 1 over the budget (targets P10).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 130;

/** JS gzip per template chunk of a built lander's `assets` folder: [{ template, kB }], sorted by template. */
export function templateSizes(assets) {
  const dir = path.resolve(assets);
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const source = new Map(files.map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
  const gzip = (f) => gzipSync(source.get(f)).length;
  const staticImports = (f) =>
    [...source.get(f).matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
  function closure(file, seen) {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dep of staticImports(file)) closure(dep, seen);
    return seen;
  }
  const entry = files.find((f) => f.startsWith('index-'));
  const language = Math.max(...files.filter((f) => f.startsWith('landers-')).map(gzip));
  return files
    .filter((f) => /-lander-[\w-]+\.js$/.test(f))
    .map((f) => {
      const all = closure(f, closure(entry, new Set()));
      const bytes = [...all].reduce((sum, x) => sum + gzip(x), 0) + language;
      return { template: f.replace(/-lander-[\w-]+\.js$/, ''), kB: bytes / 1000 };
    })
    .sort((a, b) => a.template.localeCompare(b.template));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = templateSizes(process.argv[2] ?? 'dist/assets');
  console.log('template chunk'.padEnd(14), 'JS gzip (kB)');
  for (const { template, kB } of rows) console.log(template.padEnd(14), kB.toFixed(1));
  const over = rows.filter((r) => r.kB > BUDGET_KB);
  if (over.length > 0) {
    console.error(`Over ${BUDGET_KB} kB: ${over.map((r) => r.template).join(', ')}`);
    process.exit(1);
  }
}
