#!/usr/bin/env node
// `pnpm dev`: the same one-origin topology with hot reload everywhere.
import { siteServices, supervise, topology } from './lib/processes.mjs';

const t = topology();
supervise(siteServices(t, 'development'));
console.log(`dev: ${t.publicUrl} (hot reload)`);
