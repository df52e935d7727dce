// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { classify, formatTable, measure, routeOf, type Ceilings } from './js-size';

describe('routes and their class', () => {
  it('names a route by its URL, route groups left out', () => {
    expect(routeOf('/(default)/members/[id]/page')).toBe('/members/[id]');
    expect(routeOf('/(default)/page')).toBe('/');
    expect(routeOf('/(lander)/members/[id]/landing2/[[...slug]]/page')).toBe(
      '/members/[id]/landing2/[[...slug]]',
    );
  });

  it('classes public pages and landers as visitor, member-only pages as member, the chat as chat', () => {
    expect(classify('/')).toBe('visitor');
    expect(classify('/members')).toBe('visitor');
    expect(classify('/members/[id]')).toBe('visitor');
    expect(classify('/members/[id]/landing')).toBe('visitor');
    expect(classify('/likes')).toBe('member');
    expect(classify('/likes/m/[id]')).toBe('member');
    expect(classify('/transactions/[[...id]]')).toBe('member');
    expect(classify('/chats')).toBe('member');
    expect(classify('/chats/[id]')).toBe('chat');
    expect(classify('/members/[id]/chat')).toBe('chat');
  });
});

/** A `next build` folder in miniature: chunks of known gzip size, one nomodule polyfill, two routes. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'js-size-'));
  const chunks = path.join(dir, 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  const sizes: Record<string, number> = {};
  let seed = 1;
  const chunk = (name: string, bytes: number) => {
    // Pseudo-random text, so gzip cannot shrink it to nothing and the sizes differ per chunk.
    let text = '';
    for (let i = 0; i < bytes; i += 1) {
      seed = (seed * 48271) % 2147483647;
      text += String.fromCharCode(33 + (seed % 90));
    }
    writeFileSync(path.join(chunks, name), text);
    sizes[`static/chunks/${name}`] = gzipSync(text).length;
  };
  chunk('main.js', 60_000);
  chunk('poly.js', 40_000);
  chunk('layout.js', 30_000);
  chunk('page-a.js', 10_000);
  chunk('page-b.js', 160_000);
  writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/main.js'], polyfillFiles: ['static/chunks/poly.js'] }),
  );
  const route = (folder: string, key: string, page: string[]) => {
    const at = path.join(dir, 'server', 'app', folder);
    mkdirSync(at, { recursive: true });
    const manifest = {
      entryJSFiles: {
        '[project]/src/app/layout': ['static/chunks/layout.js'],
        [`[project]/src/app${key}`]: ['static/chunks/layout.js', ...page],
      },
    };
    writeFileSync(
      path.join(at, 'page_client-reference-manifest.js'),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = ${JSON.stringify(manifest)};`,
    );
  };
  route('(default)/login', '/(default)/login/page', ['static/chunks/page-a.js']);
  route('(default)/likes', '/(default)/likes/page', ['static/chunks/page-b.js']);
  const kb = (...files: string[]) =>
    Math.round((files.reduce((sum, f) => sum + sizes[`static/chunks/${f}`]!, 0) / 1024) * 10) / 10;
  return { dir, kb };
}

describe('measure', () => {
  const none: Ceilings = { reason: '', routes: {} };

  it('sums the gzip sizes of the main files and every entry chunk once, never the nomodule polyfills', () => {
    const { dir, kb } = fakeBuild();
    const rows = measure(dir, none);
    expect(rows.map((r) => [r.route, r.class, r.files, r.kb])).toEqual([
      ['/likes', 'member', 3, kb('main.js', 'layout.js', 'page-b.js')],
      ['/login', 'visitor', 3, kb('main.js', 'layout.js', 'page-a.js')],
    ]);
  });

  it('fails a route over its budget unless a ceiling allows it, and then only up to the ceiling', () => {
    const { dir } = fakeBuild();
    const [likes] = measure(dir, none);
    expect(likes!.kb).toBeGreaterThan(170);
    expect(likes).toMatchObject({ budget: 170, ceiling: null, ok: false });
    const allowed = measure(dir, { reason: 'r', routes: { '/likes': likes!.kb } })[0]!;
    expect(allowed).toMatchObject({ ceiling: likes!.kb, ok: true });
    const tooSmall = measure(dir, { reason: 'r', routes: { '/likes': likes!.kb - 0.1 } })[0]!;
    expect(tooSmall.ok).toBe(false);
    expect(formatTable([allowed, tooSmall])).toMatch(/ok \(ratchet[\s\S]*OVER/);
  });
});
