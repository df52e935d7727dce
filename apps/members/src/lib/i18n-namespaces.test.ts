// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Namespace } from '@dating/i18n';
import { SENT_NAMESPACES, type NamespaceLevel } from './i18n-namespaces';
import { createUsageScanner, scanModule } from './i18n-usage';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDir = path.join(srcDir, 'app');
const usage = createUsageScanner(srcDir);
const GROUPS = ['(default)', '(chat)', '(lander)'] as const;

const sorted = (set: Iterable<Namespace>) => [...set].sort();
const sent = (level: NamespaceLevel): readonly Namespace[] => SENT_NAMESPACES[level];
const without = (used: Iterable<Namespace>, ...given: Iterable<Namespace>[]) => {
  const out = new Set(used);
  for (const list of given) for (const ns of list) out.delete(ns);
  return sorted(out);
};

/** `(default)/members/[id]/page.tsx` → `/members/[id]`, `(default)/page.tsx` → `/`. */
function routeOf(page: string): string {
  return `/${page.split('/').slice(1, -1).join('/')}`;
}

const pages = (readdirSync(appDir, { recursive: true }) as string[])
  .filter((f) => f.endsWith('/page.tsx') || f === 'page.tsx')
  .map((f) => f.split(path.sep).join('/'))
  .sort();

/** What a level must add: its closure's namespaces minus those sent above it; the module that uses each. */
function expectSends(level: NamespaceLevel, file: string, above: readonly Namespace[]) {
  const { uses, sends, usedBy } = usage([path.join(appDir, file)]);
  const needed = without(uses, above, sends);
  const declared = sorted(sent(level));
  const missing = needed.filter((ns) => !declared.includes(ns));
  const extra = declared.filter((ns) => !needed.includes(ns));
  expect(
    { missing: missing.map((ns) => `${ns} (used by ${usedBy.get(ns)})`), extra },
    `SENT_NAMESPACES['${level}'] (app/${file}) must list what its components use beyond ${JSON.stringify(above)}`,
  ).toEqual({ missing: [], extra: [] });
  // The file sends its level: the root layout through the provider, the others through <Translations of=…>.
  if (declared.length > 0) {
    const source = readFileSync(path.join(appDir, file), 'utf8');
    const sendsIt =
      level === 'root' ? source.includes('SENT_NAMESPACES.root') : source.includes(`of="${level}"`);
    expect(sendsIt, `app/${file} must send SENT_NAMESPACES['${level}']`).toBe(true);
  }
}

describe('the namespaces each layout and page sends (SENT_NAMESPACES)', () => {
  it('knows every page and nothing else', () => {
    const levels = Object.keys(SENT_NAMESPACES).filter((k) => k.startsWith('/'));
    expect(levels.sort()).toEqual(pages.map(routeOf).sort());
  });

  it('root layout: what the root layout and its providers render with', () => {
    expectSends('root', 'layout.tsx', []);
  });

  for (const group of GROUPS) {
    it(`${group} layout: what its frame uses (with what loads after hydration) beyond the root's`, () => {
      expectSends(group, `${group}/layout.tsx`, sent('root'));
    });
  }

  it('not-found: the bare 404 screen, nothing beyond the root layout', () => {
    expectSends('not-found', 'not-found.tsx', sent('root'));
  });

  const boundaries = [
    ['error.tsx', []],
    ...GROUPS.flatMap((group) =>
      ['error.tsx', 'not-found.tsx']
        .filter((name) => existsSync(path.join(appDir, group, name)))
        .map((name) => [`${group}/${name}`, sent(group)] as const),
    ),
  ] as const;
  for (const [file, frame] of boundaries) {
    it(`${file}: draws no frame, uses nothing beyond the root layout and its own layout`, () => {
      expect(without(usage([path.join(appDir, file)]).uses, sent('root'), frame)).toEqual([]);
    });
  }

  it('global-error renders no translations (it works without providers)', () => {
    expect(sorted(usage([path.join(appDir, 'global-error.tsx')]).uses)).toEqual([]);
  });

  for (const page of pages) {
    const route = routeOf(page) as NamespaceLevel;
    const group = page.split('/')[0] as (typeof GROUPS)[number];
    it(`${route}: what its screen uses beyond the root and ${group} layouts`, () => {
      expectSends(route, page, [...sent('root'), ...sent(group)]);
    });
  }
});

describe('the usage scan', () => {
  it('finds useTranslation, prefixed keys and dynamic imports', () => {
    // The like modal is loaded after hydration (next/dynamic) and renders with `likes`.
    const slots = scanModule(srcDir, path.join(srcDir, 'components/slots/layout-slots.tsx'));
    const likeModal = path.join(srcDir, 'features/likes/like-modal-host.tsx');
    expect(slots.dynamicImports).toContain(likeModal);
    expect(usage([likeModal]).uses.has('likes')).toBe(true);
    // `ui:${key}` in the design system's labels.
    expect(usage([path.join(srcDir, 'providers/translated-ui-labels.tsx')]).uses.has('ui')).toBe(true);
    // The chat page sends `chat` itself.
    expect(usage([path.join(srcDir, 'features/chat/chat-page.tsx')]).sends.has('chat')).toBe(true);
  });
});
