// Small process supervisor shared by `pnpm start`, `pnpm dev` and the end-to-end run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (pkgDir, name) => path.join(root, pkgDir, 'node_modules', '.bin', name);

const COLORS = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m'];

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/**
 * Starts long-running services with prefixed output. If one exits, all are stopped.
 * @param {{ name: string, cmd: string, args: string[], cwd: string, env?: Record<string,string> }[]} services
 */
export function supervise(services, { onExit } = {}) {
  const children = [];
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    setTimeout(() => {
      for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
      (onExit ?? process.exit)(code);
    }, 3000).unref();
    Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(
      () => (onExit ?? process.exit)(code),
    );
  };
  services.forEach((s, i) => {
    const color = COLORS[i % COLORS.length];
    const prefix = `${color}${s.name.padEnd(8)}\x1b[0m│ `;
    const child = spawn(s.cmd, s.args, {
      cwd: s.cwd,
      env: { ...process.env, ...s.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pipe = (stream, out) => {
      let buf = '';
      stream.on('data', (d) => {
        buf += d.toString();
        const lines = buf.split('\n');
        buf = lines.pop() ?? '';
        for (const line of lines) out.write(prefix + line + '\n');
      });
    };
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      if (!stopping) {
        process.stderr.write(`${prefix}exited with ${code ?? signal}; stopping the others\n`);
        stopAll(code || 1);
      }
    });
    children.push(child);
  });
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  return { children, stopAll };
}

/** Waits until `url` answers (any HTTP status below 500), or throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${url} did not come up within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Ports and URLs of the one-origin setup, from the environment with defaults. */
export function topology(env = process.env) {
  const port = Number(env.PORT ?? 3000);
  const apiPort = Number(env.API_PORT ?? 3001);
  const legalPort = Number(env.LEGAL_PORT ?? 3002);
  const landersPort = Number(env.LANDERS_PORT ?? 3003);
  const operatorPort = Number(env.OPERATOR_PORT ?? landersPort + 1);
  return {
    port,
    apiPort,
    legalPort,
    landersPort,
    operatorPort,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    apiUrl: env.API_URL ?? `http://127.0.0.1:${apiPort}`,
    legalUrl: env.LEGAL_URL ?? `http://127.0.0.1:${legalPort}`,
    landersUrl: env.LANDERS_URL ?? `http://127.0.0.1:${landersPort}`,
    operatorUrl: env.OPERATOR_URL ?? `http://127.0.0.1:${operatorPort}`,
  };
}

/**
 * The environment of a throw-away site for `scripts/start.mjs` (the end-to-end run, the members benchmarks):
 * the four ports from `port` up, so a running dev site is left alone, and a fresh embedded database and media
 * folder under `dataRoot`, seeded with `seedMembers` demo members. `topology` reads it back.
 * @param {number} port
 * @param {string} dataRoot
 * @param {number | string} seedMembers
 */
export function throwawaySiteEnv(port, dataRoot, seedMembers) {
  return {
    PORT: String(port),
    API_PORT: String(port + 1),
    LEGAL_PORT: String(port + 2),
    LANDERS_PORT: String(port + 3),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: path.join(dataRoot, 'pglite'),
    MEDIA_DIR: path.join(dataRoot, 'media'),
    DATABASE_URL: '',
    SEED_MEMBERS: String(seedMembers),
  };
}

/**
 * A Vite app: its dev server in development, else its static build (`dist/`) served under `base` by
 * scripts/serve-static.mjs (the landers and the operator console).
 */
function viteApp(name, dev, port, base, env) {
  const cwd = path.join(root, 'apps', name);
  return dev
    ? {
        name,
        cmd: bin(`apps/${name}`, 'vite'),
        args: ['--configLoader', 'runner', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
        cwd,
        env,
      }
    : {
        name,
        cmd: process.execPath,
        args: [
          path.join(root, 'scripts/serve-static.mjs'),
          path.join(cwd, 'dist'),
          '--base',
          base,
          '--port',
          String(port),
        ],
        cwd: root,
        env,
      };
}

/**
 * The five processes of the one-origin site. `production` serves the builds (the API from its built
 * JavaScript, apps/api/dist, ADR 0032); `development` hot-reloads (the API through tsx).
 * @param {ReturnType<typeof topology>} t
 * @param {'production' | 'development'} mode
 */
export function siteServices(t, mode) {
  const dev = mode === 'development';
  const common = { NODE_ENV: mode, NEXT_TELEMETRY_DISABLED: '1', PUBLIC_URL: t.publicUrl };
  return [
    {
      name: 'api',
      cmd: dev ? bin('apps/api', 'tsx') : process.execPath,
      args: dev ? ['watch', 'src/server.ts'] : ['--enable-source-maps', 'dist/server.js'],
      cwd: path.join(root, 'apps/api'),
      env: { ...common, API_PORT: String(t.apiPort) },
    },
    {
      name: 'legal',
      cmd: bin('apps/legal', 'next'),
      args: [dev ? 'dev' : 'start', '-p', String(t.legalPort), '-H', '127.0.0.1'],
      cwd: path.join(root, 'apps/legal'),
      env: { ...common, API_URL: t.apiUrl },
    },
    viteApp('landers', dev, t.landersPort, '/landers/', common),
    // The operator console (apps/operator).
    viteApp('operator', dev, t.operatorPort, '/operator/', common),
    {
      name: 'members',
      cmd: bin('apps/members', 'tsx'),
      args: ['server/front-door.ts'],
      cwd: path.join(root, 'apps/members'),
      env: {
        ...common,
        PORT: String(t.port),
        API_URL: t.apiUrl,
        LEGAL_URL: t.legalUrl,
        LANDERS_URL: t.landersUrl,
        OPERATOR_URL: t.operatorUrl,
      },
    },
  ];
}
