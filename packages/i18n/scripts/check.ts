/**
 * `pnpm i18n:check`: every locale has exactly English's keys (with each language's plural forms), no empty
 * values, the same `{{variables}}`, and every English key is used in code. Exit 1 on any problem.
 * Paths are resolved from this file, so it runs from any working directory. `--verbose` lists every warning.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTranslations, formatReport } from '../src/check-core';
import { DYNAMIC_KEY_PREFIXES } from '../src/dynamic-keys';
import { DEFAULT_LOCALE, LOCALES, NAMESPACES } from '../src/locale';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, '..');
const repoRoot = resolve(packageDir, '../..');
const localesDir = join(packageDir, 'locales');

const SKIP_DIRS = new Set([
  'node_modules',
  '.next',
  'dist',
  'storybook-static',
  'locales',
  '.turbo',
  'coverage',
]);
const CODE_FILE = /\.(ts|tsx)$/;

function listCodeFiles(dir: string, out: string[] = []): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out; // a folder that does not exist (yet) has no code
  }
  for (const e of entries) {
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name) && !e.name.startsWith('.')) listCodeFiles(join(dir, e.name), out);
    } else if (e.isFile() && CODE_FILE.test(e.name)) {
      out.push(join(dir, e.name));
    }
  }
  return out;
}

const readErrors: string[] = [];
const catalogs: Record<string, Record<string, unknown>> = {};
for (const lng of LOCALES) {
  const dir = join(localesDir, lng);
  const files = statSync(dir, { throwIfNoEntry: false })?.isDirectory()
    ? readdirSync(dir).filter((f) => f.endsWith('.json'))
    : [];
  const byNs: Record<string, unknown> = {};
  for (const file of files) {
    const path = join(dir, file);
    try {
      byNs[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    } catch (error) {
      readErrors.push(
        `  ${lng}/${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  catalogs[lng] = byNs;
}

const sourceTexts = ['apps', 'packages']
  .flatMap((d) => listCodeFiles(join(repoRoot, d)))
  .map((f) => readFileSync(f, 'utf8'));

const result = checkTranslations({
  source: DEFAULT_LOCALE,
  locales: LOCALES,
  namespaces: NAMESPACES,
  catalogs,
  sourceTexts,
  dynamicPrefixes: DYNAMIC_KEY_PREFIXES,
});

if (readErrors.length)
  console.error(`Unreadable locale files (${readErrors.length}):\n${readErrors.join('\n')}`);
const report = formatReport(result, { verbose: process.argv.includes('--verbose') });
if (result.errors.length || readErrors.length) {
  console.error(report);
  process.exitCode = 1;
} else {
  console.log(report);
}
