// The wildcard `*.woff2` module declaration must reach every program that imports this file (the apps' type checks),
// and an ambient wildcard declaration cannot be imported: a reference is the only way.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
import figtreeLatin from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2';

/** The family names `@dating/ui/fonts.css` declares; `typography.fontFamily` lists them first. */
export const FONT_FAMILY = 'Figtree';
export const FALLBACK_FONT_FAMILY = 'Figtree Fallback';

export interface FontPreload {
  href: string;
  as: 'font';
  type: 'font/woff2';
  crossOrigin: 'anonymous';
}

/**
 * The font files worth a `<link rel="preload">`: only the latin subset, which every page of every language uses.
 * latin-ext (Polish letters) is fetched by the browser on demand through its unicode-range and is not preloaded,
 * so pages in the six other languages never download it. Fonts are fetched in CORS mode, hence `crossOrigin`.
 */
export const fontPreloads: readonly FontPreload[] = [
  { href: figtreeLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];
