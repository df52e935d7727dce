import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildAppOptions } from './app';
import type { App } from './types';

/**
 * A domain of the API (ADR 0014): `src/<domain>/index.ts` default-exports one of these. It registers the
 * domain's routes (under `/api` unless the domain sets `prefix`) and reads what it needs of the app's build
 * options. Adding a domain is adding a folder: no central list to edit.
 */
export interface ApiDomain {
  /** The folder name, e.g. `chat`; used in logs and error messages. */
  name: string;
  /** Route prefix; default `/api`. */
  prefix?: string;
  /** Registered in ascending order (default 100); equal orders by name. */
  order?: number;
  /** Whether to register at all for these options (e.g. operator calls only with a token). Default: yes. */
  enabled?: (opts: BuildAppOptions) => boolean;
  routes: (app: App, opts: BuildAppOptions) => Promise<void>;
}

export const defineDomain = (domain: ApiDomain): ApiDomain => domain;

const SRC = dirname(fileURLToPath(import.meta.url));
/** Folders of `src/` that are not domains. */
const NOT_DOMAINS = new Set(['plugins', 'lib', 'jobs', 'shared', 'test', 'testing']);

/** Every `src/<domain>/index.(ts|js)`, loaded and sorted. */
export async function loadDomains(root = SRC): Promise<ApiDomain[]> {
  const found: ApiDomain[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || NOT_DOMAINS.has(entry.name)) continue;
    const file = ['index.ts', 'index.js'].map((f) => join(root, entry.name, f)).find((f) => existsSync(f));
    if (!file) continue;
    const mod = (await import(pathToFileURL(file).href)) as { default?: ApiDomain };
    if (!mod.default || typeof mod.default.routes !== 'function') {
      throw new Error(`src/${entry.name}/index: default export must be defineDomain({ name, routes })`);
    }
    found.push(mod.default);
  }
  return found.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name));
}

/** Registers every domain's routes as its own encapsulated plugin. */
export async function registerDomains(app: App, opts: BuildAppOptions, root = SRC): Promise<void> {
  for (const domain of await loadDomains(root)) {
    if (domain.enabled && !domain.enabled(opts)) continue;
    await app.register(async (scope) => domain.routes(scope as App, opts), {
      prefix: domain.prefix ?? '/api',
    });
  }
}
