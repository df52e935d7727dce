/**
 * The whole site for a benchmark: `scripts/start.mjs` on a throw-away embedded database with the demo members,
 * on four ports of its own, quiet logs. CPU seconds of its processes come from /proc, so a bench can say what
 * one request costs the members process (Next.js and the front door) and the API process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The health wait of `pnpm start` and the end-to-end run.
import { siteServices, throwawaySiteEnv, topology, waitFor } from '../../../../scripts/lib/processes.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const CLK_TCK = 100;

/** CPU seconds (user + system) of every process whose command line and environment match. */
function cpuSeconds(match: (cmdline: string, environ: string) => boolean): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (!match(cmdline, environ)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone, or not ours to read
    }
  }
  return ticks / CLK_TCK;
}

export interface BenchSite {
  base: string;
  /** CPU seconds so far of the members process (front door + Next.js). */
  membersCpu: () => number;
  /** CPU seconds so far of the API process. */
  apiCpu: () => number;
  /** Logs a seeded member in; the `cookie` header value of the session (with the English language cookie). */
  login: (email: string) => Promise<string>;
  stop: () => void;
}

/** The API process's command line: `pnpm start`'s (built JavaScript) or, before the build existed, tsx. */
const isApiProcess = (cmd: string) => /src\/server\.ts|dist\/server\.js/.test(cmd);

async function loginAt(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client', origin: base },
    body: JSON.stringify({ email, password: 'welcome-to-amora' }),
  });
  if (!res.ok) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
  const token = res.headers.getSetCookie().find((c) => c.startsWith('auth._token='));
  if (!token) throw new Error('no session cookie');
  return `${token.split(';')[0]}; i18n_redirected=en`;
}

/**
 * The API process alone, started exactly as `pnpm start` starts it (`siteServices`), for the JSON reads: no web
 * build needed. `databaseUrl` (a server, e.g. `postgres://postgres@127.0.0.1:5432`): a throw-away database
 * `bench_pages_<pid>` is created there and dropped at the end; else a throw-away embedded database.
 */
export async function startApi(
  port: number,
  opts: { seedMembers?: number; databaseUrl?: string } = {},
): Promise<BenchSite> {
  const base = `http://127.0.0.1:${port}`;
  const data = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  let databaseUrl = '';
  let dropDb = () => {};
  if (opts.databaseUrl) {
    const name = `bench_pages_${process.pid}`;
    const server = new URL(opts.databaseUrl);
    const psql = (sql: string) =>
      spawnSync('psql', [server.href, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'inherit' });
    psql(`drop database if exists ${name}`);
    if (psql(`create database ${name}`).status !== 0) throw new Error(`could not create ${name}`);
    const url = new URL(server.href);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    dropDb = () => void psql(`drop database if exists ${name} with (force)`);
  }
  const api = siteServices(topology({ ...process.env, API_PORT: String(port) }), 'production').find(
    (s) => s.name === 'api',
  )!;
  const proc: ChildProcess = spawn(api.cmd, api.args, {
    cwd: api.cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      ...api.env,
      NODE_ENV: 'production',
      API_PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: path.join(data, 'pglite'),
      MEDIA_DIR: path.join(data, 'media'),
      DATABASE_URL: databaseUrl,
      SEED_MEMBERS: String(opts.seedMembers ?? 1000),
      LOG_LEVEL: 'warn',
    },
  });
  const stop = stopOnce(proc.pid!, () => {
    const gone = Date.now() + 10_000;
    while (Date.now() < gone && processAlive(proc.pid!)) spawnSync('sleep', ['0.2']);
    dropDb();
    rmSync(data, { recursive: true, force: true });
  });
  await waitFor(`${base}/health`, 600_000);
  return {
    base,
    membersCpu: () => 0,
    apiCpu: () => cpuSeconds((cmd, env) => isApiProcess(cmd) && env.includes(`\0API_PORT=${port}\0`)),
    login: (email) => loginAt(base, email),
    stop,
  };
}

/** Stops a detached process group once (when called, else when this process exits), then runs `after`. */
function stopOnce(pid: number, after: () => void): () => void {
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
    after();
  };
  process.on('exit', stop);
  return stop;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startSite(port: number, seedMembers = 1000): Promise<BenchSite> {
  const base = `http://localhost:${port}`;
  const data = mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const site: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...throwawaySiteEnv(port, data, seedMembers),
      LOG_LEVEL: 'warn',
    },
  });
  const stop = stopOnce(site.pid!, () => rmSync(data, { recursive: true, force: true }));
  await waitFor(`${base}/health`, 300_000);
  return {
    base,
    membersCpu: () =>
      cpuSeconds((cmd, env) => cmd.includes('front-door.ts') && env.includes(`\0PORT=${port}\0`)),
    apiCpu: () => cpuSeconds((cmd, env) => isApiProcess(cmd) && env.includes(`\0API_PORT=${port + 1}\0`)),
    login: (email) => loginAt(base, email),
    stop,
  };
}

/** p-th percentile of an ascending list. */
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export const fmt = (n: number | null | undefined, d = 1) =>
  n === null || n === undefined || Number.isNaN(n) ? '—' : n.toFixed(d);

/** Prints a table: the first column left-aligned, the rest right-aligned. */
export function printTable(head: string[], body: string[][]) {
  const widths = head.map((_, i) => Math.max(head[i]!.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

/** Runs a bench's main and exits: 0 when it finished, 1 (with the error) on a real failure. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
