#!/usr/bin/env node
// `pnpm --filter @dating/api build`: the API as plain JavaScript in dist/ for `pnpm start` (ADR 0032), so the
// server runs without a TypeScript loader. esbuild bundles src/ and the workspace packages (@dating/*, which
// export TypeScript sources); every npm package stays external, imported from its installed place; each domain
// (src/<domain>/index.ts, ADR 0014) is an entry of its own, so `loadDomains` finds dist/<domain>/index.js
// beside the shared chunks exactly as it finds src/<domain>/index.ts under tsx.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(api, 'src');
const out = path.join(api, 'dist');
// The one module that must know where the built files are (it scans for the domains).
const DOMAINS_MODULE = path.join(src, 'domains.ts');

const domains = readdirSync(src, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => path.join(src, e.name, 'index.ts'))
  .filter((f) => existsSync(f) && readFileSync(f, 'utf8').includes('defineDomain('));

/** npm packages stay outside the bundle, resolved from the file that imports them (pnpm's strict layout). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('node:') || args.pluginData === 'inner') return null;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'inner',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      if (!found.path.includes(`${path.sep}node_modules${path.sep}`)) return null; // a workspace package
      return { path: pathToFileURL(found.path).href, external: true };
    });
  },
};

/**
 * `import.meta.url` keeps meaning the source file, so files read beside it (migrations, gift pictures, the
 * geocoding data) are found where they are in the checkout; only `domains.ts` looks at where it runs.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return null;
      const code = readFileSync(args.path, 'utf8');
      if (args.path === DOMAINS_MODULE || !code.includes('import.meta.url')) return null;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: code.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

rmSync(out, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: api,
  entryPoints: [path.join(src, 'server.ts'), ...domains],
  outbase: src,
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // Shared chunks beside server.js: `domains.ts` lands in one of them and scans dist/ for the domains.
  chunkNames: '[name]-[hash]',
  plugins: [externalPackages, sourceUrls],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(
  `api build: ${domains.length} domains + server → dist/ (${(bytes / 1e6).toFixed(1)} MB with source maps) in ${(
    (performance.now() - started) /
    1000
  ).toFixed(1)} s`,
);
