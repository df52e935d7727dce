// node --test scripts/: the catalog check passes a tidy workspace and fails one that pins its own versions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-catalog.mjs');

function workspace(pkg) {
  const root = mkdtempSync(path.join(tmpdir(), 'catalog-'));
  writeFileSync(
    path.join(root, 'pnpm-workspace.yaml'),
    "packages:\n  - packages/*\ncatalog:\n  zod: ^4.6.7\n  '@types/node': ^20.19.0\nonlyBuiltDependencies:\n  - sharp\n",
  );
  writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ name: 'root', devDependencies: { '@types/node': 'catalog:' } }),
  );
  mkdirSync(path.join(root, 'packages', 'a'), { recursive: true });
  writeFileSync(path.join(root, 'packages', 'a', 'package.json'), JSON.stringify(pkg));
  return spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
}

test('passes when every dependency uses the catalog or a workspace link', () => {
  const run = workspace({ name: 'a', dependencies: { zod: 'catalog:', '@x/b': 'workspace:*' } });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /0 problems/);
});

test('fails when a package pins its own version', () => {
  const run = workspace({ name: 'a', dependencies: { zod: '^3.0.0' } });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /packages\/a\/package.json: dependencies.zod pins "\^3.0.0" itself/);
});

test('fails when a package asks the catalog for a dependency it does not have', () => {
  const run = workspace({ name: 'a', devDependencies: { vitest: 'catalog:' } });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /vitest uses catalog: but the catalog has no entry/);
});
