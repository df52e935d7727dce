#!/usr/bin/env node
// `pnpm start`: builds what is missing (turbo caches the rest) and serves the whole site at one origin:
//   :3000 members (front door) → /api/* api :3001 · /pages/* legal :3002 · /landers/* landers :3003
// Installs nothing by itself. Ports and URLs come from the environment (see README).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run, supervise, topology, waitFor } from './lib/processes.mjs';

const t = topology();
const skipBuild = process.argv.includes('--no-build');

const builds = [
  ['@dating/members', 'apps/members/.next/BUILD_ID'],
  ['@dating/legal', 'apps/legal/.next/BUILD_ID'],
  ['@dating/landers', 'apps/landers/dist/index.html'],
];
const missing = builds.filter(([, marker]) => !existsSync(path.join(root, marker)));
if (!skipBuild && missing.length) {
  console.log(`start: building ${missing.map(([n]) => n).join(', ')} (first start takes a few minutes)`);
  await run(
    bin('.', 'turbo'),
    ['run', 'build', ...missing.flatMap(([n]) => ['--filter', n]), '--output-logs=errors-only'],
    {
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
}

const common = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PUBLIC_URL: t.publicUrl };
const { stopAll } = supervise([
  {
    name: 'api',
    cmd: bin('apps/api', 'tsx'),
    args: ['src/server.ts'],
    cwd: path.join(root, 'apps/api'),
    env: { ...common, API_PORT: String(t.apiPort) },
  },
  {
    name: 'legal',
    cmd: bin('apps/legal', 'next'),
    args: ['start', '-p', String(t.legalPort), '-H', '127.0.0.1'],
    cwd: path.join(root, 'apps/legal'),
    env: { ...common, API_URL: t.apiUrl },
  },
  {
    name: 'landers',
    cmd: process.execPath,
    args: [
      path.join(root, 'scripts/serve-static.mjs'),
      path.join(root, 'apps/landers/dist'),
      '--base',
      '/landers/',
      '--port',
      String(t.landersPort),
    ],
    cwd: root,
  },
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
    },
  },
]);

try {
  await waitFor(`${t.apiUrl}/health`, 300_000);
  await waitFor(`${t.publicUrl}/health`, 120_000);
  console.log(`\n  ✔ The site is up at ${t.publicUrl}  (API docs: ${t.publicUrl}/api/docs)\n`);
} catch (error) {
  console.error(`start: ${error.message}`);
  stopAll(1);
}
