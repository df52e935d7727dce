#!/usr/bin/env node
// Fails when a workspace package pins its own version of a dependency instead of using the pnpm catalog
// (`"catalog:"`) or a workspace link (`"workspace:*"`). One version of each shared dependency, pinned once.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootArg = process.argv.indexOf('--root');
const root =
  rootArg >= 0
    ? path.resolve(process.argv[rootArg + 1])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogText = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
const catalog = new Set();
let inCatalog = false;
for (const line of catalogText.split('\n')) {
  if (/^catalog:\s*$/.test(line)) {
    inCatalog = true;
    continue;
  }
  if (inCatalog && /^\S/.test(line)) inCatalog = false;
  const m = inCatalog && line.match(/^\s+["']?([^"':#\s]+)["']?\s*:\s*\S/);
  if (m) catalog.add(m[1]);
}

const manifests = ['package.json'];
for (const group of ['apps', 'packages', 'tooling']) {
  const dir = path.join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    const file = path.join(group, name, 'package.json');
    if (existsSync(path.join(root, file))) manifests.push(file);
  }
}

const problems = [];
for (const file of manifests) {
  const pkg = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dep, spec] of Object.entries(pkg[field] ?? {})) {
      if (spec.startsWith('workspace:')) continue;
      if (spec === 'catalog:' || spec === 'catalog:default') {
        if (!catalog.has(dep))
          problems.push(`${file}: ${field}.${dep} uses catalog: but the catalog has no entry`);
        continue;
      }
      problems.push(
        `${file}: ${field}.${dep} pins "${spec}" itself; use "catalog:" and pin it once in pnpm-workspace.yaml`,
      );
    }
  }
}

if (problems.length) {
  console.error(`deps:check: ${problems.length} problem(s)`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`deps:check: ${manifests.length} manifests, ${catalog.size} catalog entries, 0 problems`);
