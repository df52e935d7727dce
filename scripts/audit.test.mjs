// node --test scripts/: scripts/audit.mjs fails on a high advisory that is not allowed, passes an allowed one,
// and passes with a warning when the audit endpoint cannot be reached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUnreachable, judge } from './audit.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'audit.mjs');

const advisory = (id, severity, module_name = 'some-lib') => ({
  id,
  github_advisory_id: `GHSA-${id}`,
  module_name,
  severity,
  title: `problem ${id}`,
  url: `https://github.com/advisories/GHSA-${id}`,
  cves: [`CVE-2026-${id}`],
  findings: [{ version: '1.0.0', paths: ['.>some-lib'] }],
  patched_versions: '>=1.0.1',
});
const report = (...list) => ({
  advisories: Object.fromEntries(list.map((a) => [a.id, a])),
  metadata: { vulnerabilities: { critical: 0, high: list.length, moderate: 0, low: 0 } },
});

test('a high advisory fails unless allowed; lower ones never fail', () => {
  const r = report(advisory(1, 'high'), advisory(2, 'moderate'), advisory(3, 'critical'));
  const allow = [{ id: 'GHSA-3', package: 'some-lib', reason: 'only reachable through an unused option' }];
  const { failing, allowed, minor } = judge(r, allow, '2026-01-01');
  assert.deepEqual(
    failing.map((a) => a.id),
    ['GHSA-1'],
  );
  assert.deepEqual(
    allowed.map((a) => a.id),
    ['GHSA-3'],
  );
  assert.deepEqual(
    minor.map((a) => a.id),
    ['GHSA-2'],
  );
});

test('an expired or stale allow-list entry no longer allows and is reported', () => {
  const r = report(advisory(1, 'high'));
  const allow = [
    { id: 'CVE-2026-1', package: 'some-lib', reason: 'reviewed: not reachable', expires: '2025-12-31' },
    { id: 'GHSA-9', package: 'other-lib', reason: 'fixed upstream since' },
  ];
  const { failing, expired, stale } = judge(r, allow, '2026-01-01');
  assert.equal(failing.length, 1);
  assert.equal(expired.length, 1);
  assert.deepEqual(
    stale.map((e) => e.id),
    ['GHSA-9'],
  );
});

test('the unreachable endpoint is recognised', () => {
  assert.equal(isUnreachable({ error: { code: 'ERR_PNPM_AUDIT_BAD_RESPONSE', message: '405' } }), true);
  assert.equal(isUnreachable(null, 'getaddrinfo ENOTFOUND registry.npmjs.org'), true);
  assert.equal(isUnreachable({ advisories: {} }), false);
});

test('the script exits 1 on a saved report with an unallowed high advisory, 0 on a clean one', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'audit-'));
  const bad = path.join(dir, 'bad.json');
  const clean = path.join(dir, 'clean.json');
  writeFileSync(bad, JSON.stringify(report(advisory(7, 'high', 'not-allowed-lib'))));
  writeFileSync(clean, JSON.stringify(report()));
  const failed = spawnSync(process.execPath, [script, '--report', bad], { encoding: 'utf8' });
  assert.equal(failed.status, 1, failed.stdout + failed.stderr);
  assert.match(failed.stderr, /not-allowed-lib/);
  const passed = spawnSync(process.execPath, [script, '--report', clean], { encoding: 'utf8' });
  assert.equal(passed.status, 0, passed.stdout + passed.stderr);
  assert.match(passed.stdout, /0 failing/);
});
