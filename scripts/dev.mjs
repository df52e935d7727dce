#!/usr/bin/env node
// `pnpm dev`: the same one-origin topology with hot reload everywhere.
import path from 'node:path';
import { bin, root, supervise, topology } from './lib/processes.mjs';

const t = topology();
const common = { NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1', PUBLIC_URL: t.publicUrl };
supervise([
  {
    name: 'api',
    cmd: bin('apps/api', 'tsx'),
    args: ['watch', 'src/server.ts'],
    cwd: path.join(root, 'apps/api'),
    env: { ...common, API_PORT: String(t.apiPort) },
  },
  {
    name: 'legal',
    cmd: bin('apps/legal', 'next'),
    args: ['dev', '-p', String(t.legalPort), '-H', '127.0.0.1'],
    cwd: path.join(root, 'apps/legal'),
    env: { ...common, API_URL: t.apiUrl },
  },
  {
    name: 'landers',
    cmd: bin('apps/landers', 'vite'),
    args: [
      '--configLoader',
      'runner',
      '--port',
      String(t.landersPort),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    cwd: path.join(root, 'apps/landers'),
    env: common,
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
console.log(`dev: ${t.publicUrl} (hot reload)`);
