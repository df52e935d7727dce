import { describe, expect, it } from 'vitest';
import {
  deferredScripts,
  inlineStylesheets,
  prerenderedHtml,
  prerenderedPages,
  priorityImages,
} from '../../config/prerender';
import { styledComponentIds } from '../../config/styled-component-ids';
import { createCampaign } from '../test/campaign-fixture';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Amora</title>
    <script type="module" crossorigin src="/landers/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/landers/assets/shared-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerenderedPages', () => {
  it('renders every template in every language under {template}/{slug}, English as eng', () => {
    const pages = prerenderedPages(createCampaign(), false);
    expect(pages).toHaveLength(9 * 7);
    expect(pages).toContainEqual({ template: 'gallery', locale: 'en', dir: 'gallery/eng' });
    expect(pages).toContainEqual({ template: 'video', locale: 'nl', dir: 'video/nl' });
  });

  it('renders only the campaign’s template, under {slug}, in a standalone bundle', () => {
    const pages = prerenderedPages(createCampaign({ template: 'maplanding' }), true);
    expect(pages.map((p) => p.dir)).toEqual(['de', 'eng', 'es', 'fr', 'it', 'nl', 'pl']);
    expect(new Set(pages.map((p) => p.template))).toEqual(new Set(['maplanding']));
  });
});

/** A rendered page for `prerenderedHtml`: an empty English gallery unless `page` says otherwise. */
const rendered = (page: Partial<Parameters<typeof prerenderedHtml>[1]>) =>
  prerenderedHtml(SHELL, {
    template: 'gallery',
    locale: 'en',
    html: '',
    styles: '',
    title: 'x',
    preload: [],
    ...page,
  });

describe('prerenderedHtml', () => {
  const html = rendered({
    locale: 'nl',
    html: '<main><h1>Hallo</h1></main>',
    styles: '<style data-styled="true">.a{color:red}</style>',
    title: 'Amora & <co>',
    preload: ['/landers/assets/gallery-lander-x.js', '/landers/assets/landers-nl.js'],
  });

  it('puts the page, its language, title and CSS into the shell', () => {
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Amora &amp; &lt;co&gt;</title>');
    expect(html).toContain('<style data-styled="true">.a{color:red}</style></head>');
    expect(html).toContain('<div id="root" data-prerendered="gallery:nl"><main><h1>Hallo</h1></main></div>');
  });

  it('loads the JavaScript only from an inline script at the end of the body, after the first frame', () => {
    expect(html).not.toMatch(/<script [^>]*src=/);
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = /<script>(.*)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('requestAnimationFrame');
    for (const file of ['index-abc.js', 'shared-def.js', 'gallery-lander-x.js', 'landers-nl.js'])
      expect(loader).toContain(`/landers/assets/${file}`);
  });

  it('preloads the first screen’s photo at high priority', () => {
    const withPhoto = rendered({ template: 'tinderswipe', images: ['/landers/assets/avatar-a.webp'] });
    expect(withPhoto).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/landers/assets/avatar-a.webp"></head>',
    );
  });

  it('preloads the photos a template marks as its largest, else the first member’s photo', () => {
    const page =
      '<ul><li><svg viewBox="0 0 120 120" data-photo=""><image href="/landers/assets/a.webp"></image></svg></li>' +
      '<li><svg viewBox="0 0 120 120" data-photo="" data-priority=""><image href="/landers/assets/wide.webp"></image></svg></li></ul>';
    expect(priorityImages(page, '/landers/assets/a.webp')).toEqual(['/landers/assets/wide.webp']);
    expect(priorityImages(page.replace(' data-priority=""', ''), '/landers/assets/a.webp')).toEqual([
      '/landers/assets/a.webp',
    ]);
    expect(priorityImages('<p>no photos</p>', undefined)).toEqual([]);
  });

  it('inlines the stylesheets, so no CSS request blocks the first paint', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/landers/assets/index-x.css"></head>';
    const read = (href: string) =>
      href === '/landers/assets/index-x.css' ? '@font-face{font-family:F}' : '';
    expect(inlineStylesheets(html, read)).toBe('<head><style>@font-face{font-family:F}</style></head>');
  });

  it('refuses a shell without the module script', () => {
    expect(() => deferredScripts('<html><body></body></html>', [])).toThrow(/no module script/);
  });
});

describe('styledComponentIds', () => {
  const plugin = styledComponentIds('/repo');
  const transform = (code: string, id = '/repo/packages/ui/src/button.tsx') =>
    (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id);

  it('names each styled component by its file and place, the same on every build', () => {
    const code = 'const A = styled.div`color:red`;\nconst B = styled(Link).attrs({ x: 1 })`x`;';
    const out = transform(code)?.code ?? '';
    const ids = [...out.matchAll(/componentId:"(sc-[\w]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(out).toContain('styled.div.withConfig(');
    expect(out).toContain('styled(Link).withConfig(');
    expect(transform(code)?.code).toBe(out);
    expect(transform(code, '/repo/apps/landers/src/other.tsx')?.code).not.toBe(out);
  });

  it('leaves files without styled definitions and dependencies alone', () => {
    expect(transform('const css = styled;')).toBeNull();
    expect(transform('const A = styled.div`x`;', '/repo/node_modules/x/index.js')).toBeNull();
  });
});
