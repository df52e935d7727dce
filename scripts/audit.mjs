#!/usr/bin/env node
// `pnpm audit:prod` (and a step of `pnpm test`): the production dependency tree against the registry's advisories.
//
// Fails on any high or critical advisory that is not in audit-allowlist.json (each entry names the advisory, the
// package and why it does not apply here, and may carry an `expires` date after which it stops counting).
// Lower severities are printed, never fatal. When the audit endpoint cannot be reached (offline machine, a
// registry mirror without the audit API), it prints a clear warning and passes: a build must not fail because
// the registry is down, and the warning says the tree was NOT checked.
//
//   node scripts/audit.mjs                  run `pnpm audit --prod --json` and judge it
//   node scripts/audit.mjs --report <file>  judge a saved `pnpm audit --json` report instead (tests, offline review)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FATAL = new Set(['high', 'critical']);

/** Reads and checks the allow-list: `{ advisories: [{ id, package, severity?, reason, expires? }] }`. */
export function readAllowlist(file = path.join(root, 'audit-allowlist.json')) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const entries = raw.advisories ?? [];
  for (const e of entries) {
    if (!e.id || !e.package || !e.reason || String(e.reason).trim().length < 10) {
      throw new Error(
        `audit-allowlist.json: every entry needs id, package and a reason (${JSON.stringify(e)})`,
      );
    }
  }
  return entries;
}

/** The advisories of a `pnpm audit --json` report, one per advisory id. */
export function advisoriesOf(report) {
  return Object.values(report.advisories ?? {}).map((a) => ({
    id: String(a.github_advisory_id ?? a.id),
    ids: [String(a.id), a.github_advisory_id, ...(a.cves ?? [])].filter(Boolean).map(String),
    package: a.module_name,
    severity: a.severity,
    title: a.title,
    url: a.url,
    versions: [...new Set((a.findings ?? []).map((f) => f.version))],
    patched: a.patched_versions,
  }));
}

/**
 * Judges a report against the allow-list on `today` (YYYY-MM-DD).
 * @returns {{ failing: object[], allowed: object[], minor: object[], stale: object[], expired: object[] }}
 */
export function judge(report, allowlist, today = new Date().toISOString().slice(0, 10)) {
  const advisories = advisoriesOf(report);
  const active = allowlist.filter((e) => !e.expires || e.expires >= today);
  const expired = allowlist.filter((e) => e.expires && e.expires < today);
  const allowedBy = (a) => active.find((e) => a.ids.includes(e.id) && e.package === a.package);
  const failing = [];
  const allowed = [];
  const minor = [];
  for (const a of advisories) {
    if (!FATAL.has(a.severity)) minor.push(a);
    else if (allowedBy(a)) allowed.push(a);
    else failing.push(a);
  }
  const stale = active.filter(
    (e) => !advisories.some((a) => a.ids.includes(e.id) && e.package === a.package),
  );
  return { failing, allowed, minor, stale, expired };
}

/** True when pnpm's answer says the audit service could not be asked (not that the tree is clean). */
export function isUnreachable(report, stderr = '') {
  const code = report?.error?.code ?? '';
  if (/AUDIT_BAD_RESPONSE|AUDIT_ENDPOINT|FETCH|ECONN|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|NETWORK/i.test(code))
    return true;
  return !report && /ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|network|fetch failed/i.test(stderr);
}

function line(a) {
  return `  ${a.severity.padEnd(8)} ${a.package}@${a.versions.join(',')}  ${a.id}  ${a.title}\n           ${a.url ?? ''}`;
}

function main() {
  const args = process.argv.slice(2);
  const reportArg = args.indexOf('--report');
  let report = null;
  let stderr = '';
  if (reportArg >= 0) {
    report = JSON.parse(readFileSync(args[reportArg + 1], 'utf8'));
  } else {
    const pnpm = process.env.npm_execpath?.includes('pnpm') ? process.env.npm_execpath : 'pnpm';
    const cmd = pnpm.endsWith('.cjs') || pnpm.endsWith('.js') ? process.execPath : pnpm;
    const cmdArgs =
      cmd === process.execPath ? [pnpm, 'audit', '--prod', '--json'] : ['audit', '--prod', '--json'];
    const out = spawnSync(cmd, cmdArgs, {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 64 << 20,
    });
    stderr = `${out.stderr ?? ''}${out.error ? String(out.error) : ''}`;
    try {
      report = JSON.parse(out.stdout);
    } catch {
      report = null;
    }
  }

  if (!report || report.error) {
    if (isUnreachable(report, stderr) || !report) {
      const why = report?.error?.message ?? (stderr.trim() || 'no answer');
      console.warn(
        `⚠ audit: the advisory endpoint could not be reached — the production tree was NOT checked.`,
      );
      console.warn(`  ${why.split('\n')[0]}`);
      console.warn('  Run `pnpm audit:prod` again from a machine that reaches registry.npmjs.org.');
      console.log('audit: skipped (endpoint unreachable), 0 failing');
      return 0;
    }
    console.error(`✖ audit: pnpm audit failed: ${report.error.code} ${report.error.message}`);
    return 1;
  }

  const allowlist = readAllowlist();
  const { failing, allowed, minor, stale, expired } = judge(report, allowlist);
  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(
    `audit: production tree — critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, ` +
      `moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0}`,
  );
  if (minor.length) console.log(`Below high (not fatal):\n${minor.map(line).join('\n')}`);
  if (allowed.length) console.log(`Allowed by audit-allowlist.json:\n${allowed.map(line).join('\n')}`);
  for (const e of stale)
    console.warn(`⚠ audit-allowlist.json: ${e.id} (${e.package}) is no longer reported; remove it`);
  for (const e of expired)
    console.warn(`⚠ audit-allowlist.json: ${e.id} (${e.package}) expired on ${e.expires}`);
  if (failing.length) {
    console.error(`✖ high/critical advisories not in audit-allowlist.json:\n${failing.map(line).join('\n')}`);
    console.error(
      'Upgrade the package in the catalog (pnpm-workspace.yaml), or allow it there with a reason.',
    );
  }
  console.log(`audit: ${failing.length} failing, ${allowed.length} allowed, ${minor.length} below high`);
  return failing.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
