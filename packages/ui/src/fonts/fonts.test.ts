import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { FALLBACK_FONT_FAMILY, FONT_FAMILY, fontPreloads } from './index';

// Vitest runs in the package folder.
const CSS_FILE = resolve('src/fonts/fonts.css');
const css = readFileSync(CSS_FILE, 'utf8');
const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
const face = (needle: string) => faces.find((f) => f.includes(needle)) ?? '';

describe('the house font', () => {
  it('declares only the latin and latin-ext subsets, as variable woff2 files shown with swap', () => {
    const files = [...css.matchAll(/url\('([^']+)'\)/g)].map((m) => m[1]);
    expect(files).toEqual([
      '../../node_modules/@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2',
      '../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
    ]);
    for (const f of faces.filter((f) => f.includes('url('))) {
      expect(f).toContain(`font-family: '${FONT_FAMILY}'`);
      expect(f).toContain('font-display: swap');
      expect(f).toContain('font-weight: 300 900');
      expect(f).toContain("format('woff2')");
    }
  });

  it('resolves each file it points at, inside this package (no CDN)', () => {
    for (const [, file] of css.matchAll(/url\('([^']+)'\)/g)) {
      const bytes = readFileSync(resolve(dirname(CSS_FILE), file!));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(bytes.length).toBeLessThan(25_000);
    }
    expect(css).not.toMatch(/https?:\/\//);
  });

  it('sends Polish letters to latin-ext and the rest of western Europe to latin', () => {
    const range = (f: string) =>
      (f.match(/unicode-range:([^;]+);/)?.[1] ?? '').split(',').map((r) => {
        const [lo, hi = lo] = r.trim().replace('U+', '').split('-');
        return [Number.parseInt(lo!, 16), Number.parseInt(hi!, 16)] as const;
      });
    const covers = (f: string, ch: string) =>
      range(f).some(([lo, hi]) => ch.codePointAt(0)! >= lo && ch.codePointAt(0)! <= hi);
    const latin = face('figtree-latin-wght');
    const ext = face('latin-ext');
    for (const ch of 'ąćęłńśźżĄĆĘŁŃŚŹŻ') expect(covers(ext, ch)).toBe(true);
    for (const ch of 'aßéèàñçöüóÓ€') expect(covers(latin, ch)).toBe(true);
  });

  it('falls back to a local Arial sized to Figtree so the swap causes no layout shift', () => {
    const fallback = face(FALLBACK_FONT_FAMILY);
    expect(fallback).toMatch(/src: local\('Arial'\)/);
    expect(fallback).toContain('size-adjust: 99.94%');
    expect(fallback).toContain('ascent-override: 95.06%');
    expect(fallback).toContain('descent-override: 25.02%');
    expect(fallback).toContain('line-gap-override: 0%');
    expect(theme.typography.fontFamily.body.startsWith(`'${FONT_FAMILY}', '${FALLBACK_FONT_FAMILY}'`)).toBe(
      true,
    );
  });

  it('preloads only the latin file, in CORS mode', () => {
    expect(fontPreloads).toHaveLength(1);
    expect(fontPreloads[0]).toMatchObject({ as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
    expect(fontPreloads[0]!.href).toMatch(/figtree-latin-wght-normal.*\.woff2$/);
  });
});
