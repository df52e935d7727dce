#!/usr/bin/env node
// `pnpm start`: builds what is missing (turbo caches the rest) and serves the whole site at one origin:
//   :3000 members (front door) → /api/* api :3001 · /pages/* legal :3002 · /landers/* landers :3003
//   · /operator/* operator console :3004
// Installs nothing by itself. Ports and URLs come from the environment (see README).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildWebApps } from './lib/build-site.mjs';
import { root, siteServices, supervise, topology, waitFor } from './lib/processes.mjs';

const t = topology();
const skipBuild = process.argv.includes('--no-build');

// turbo rebuilds only what changed since the last build (its cache makes an unchanged tree a no-op).
if (!skipBuild) {
  const fresh = !existsSync(path.join(root, 'apps/members/.next/BUILD_ID'));
  console.log(`start: checking the builds${fresh ? ' (the first build takes about a minute)' : ''}`);
  await buildWebApps({ TURBO_TELEMETRY_DISABLED: '1' });
}

const { stopAll } = supervise(siteServices(t, 'production'));

try {
  await waitFor(`${t.apiUrl}/health`, 300_000);
  await waitFor(`${t.publicUrl}/health`, 120_000);
  console.log(`\n  ✔ The site is up at ${t.publicUrl}  (API docs: ${t.publicUrl}/api/docs)\n`);
} catch (error) {
  console.error(`start: ${error.message}`);
  stopAll(1);
}
