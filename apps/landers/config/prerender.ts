import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { LOCALES, type TLocale } from '@dating/core/contracts';
import { landingSlugLanguage } from '@dating/core/domain';
import type { TCampaign } from '../src/campaign/campaign-schema';
import { LANDER_TEMPLATES, type LanderTemplate } from '../src/campaign/templates';
import type { RenderedLander } from '../src/prerender/render-lander';
import { PRERENDERED_ATTRIBUTE, prerenderedKey } from '../src/prerender/prerendered-key';
import { styledComponentIds } from './styled-component-ids';

export interface PrerenderOptions {
  appDir: string;
  campaign: TCampaign;
  base: string;
  /** Absolute output folder of the client build. */
  outDir: string;
  standalone: boolean;
  define: Record<string, string>;
}

/** The folders (relative to the output) a build prerenders: `{template}/{slug}` or, standalone, `{slug}`. */
export function prerenderedPages(
  campaign: TCampaign,
  standalone: boolean,
): { template: LanderTemplate; locale: TLocale; dir: string }[] {
  const templates = standalone ? [campaign.template] : LANDER_TEMPLATES;
  return templates.flatMap((template) =>
    LOCALES.map((locale) => {
      const slug = landingSlugLanguage(locale);
      return { template, locale, dir: standalone ? slug : `${template}/${slug}` };
    }),
  );
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The client's index.html with one prerendered page in it: language, title, CSS, the app's HTML, its loader. */
export function prerenderedHtml(
  shell: string,
  page: RenderedLander & {
    template: LanderTemplate;
    locale: TLocale;
    preload: string[];
    /** Images of the first screen, fetched with the HTML at high priority (see `priorityImages`). */
    images?: string[];
  },
): string {
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${prerenderedKey(page.template, page.locale)}">`;
  return deferredScripts(shell, page.preload)
    .replace(/<html lang="[^"]*">/, `<html lang="${page.locale}">`)
    .replace(/<title>.*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '</head>',
      () =>
        `${(page.images ?? []).map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">`).join('')}${page.styles}</head>`,
    )
    .replace('<div id="root"></div>', () => `${root}${page.html}</div>`);
}

const PRIORITY_PHOTO = /<svg[^>]*\sdata-priority=""[^>]*>\s*<image href="([^"]+)"/g;

/**
 * The photos a page preloads: those its template marks as the first screen's largest (`ProfilePhoto
 * priority`, rendered as `data-priority`), else the first demo member's photo (`fallback`).
 */
export function priorityImages(html: string, fallback: string | undefined): string[] {
  const marked = [...new Set([...html.matchAll(PRIORITY_PHOTO)].map((m) => m[1] as string))];
  if (marked.length > 0) return marked;
  return fallback ? [fallback] : [];
}

const STYLESHEET = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * The shell's stylesheets (the web font's `@font-face` rules) inline, so no CSS request blocks the first paint;
 * `read` gives a stylesheet's text by its URL.
 */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(
    STYLESHEET,
    (_, href: string) => `<style>${read(href).replace(/<\/style/gi, '<\\/style')}</style>`,
  );
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The app's JavaScript is not needed for the first paint, so it is not in the page's head: a small inline
 * script (allowed by its hash, scripts/lib/static-security.mjs) requests it after the first frame, the entry
 * and every chunk this page needs at once (`modulepreload`), so hydration waits for no chain of requests.
 */
export function deferredScripts(html: string, preload: string[]): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('prerender: no module script in index.html');
  const chunks = [...[...html.matchAll(PRELOAD)].map((m) => m[1] as string), ...preload];
  const loader =
    `(function(){var d=document,done=0;function go(){if(done++)return;` +
    `${JSON.stringify(chunks)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go)})})()`;
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</body>', () => `<script>${loader}</script></body>`);
}

// Renders every locale of one template in a fresh module graph (see render-lander.tsx: class names).
const WORKER = `import { parentPort, workerData } from 'node:worker_threads';
const { renderLander } = await import(workerData.entry);
const out = [];
for (const locale of workerData.locales) out.push(await renderLander(workerData.template, locale));
parentPort.postMessage(out);
`;

function renderInWorker(worker: string, entry: string, template: LanderTemplate, locales: TLocale[]) {
  return new Promise<RenderedLander[]>((resolve, reject) => {
    const w = new Worker(new URL(pathToFileURL(worker)), { workerData: { entry, template, locales } });
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) =>
      code === 0 ? undefined : reject(new Error(`prerender ${template}: exit ${code}`)),
    );
  });
}

/**
 * Prerenders each template × language of the build (ADR 0026): a Vite SSR build of
 * `src/prerender/render-lander.tsx`, run per template in a worker, written as `{outDir}/{dir}/index.html` from
 * the client's index.html, with the page's CSS inline and its template and language chunks preloaded. The
 * client hydrates that HTML (`main.tsx`); paths without a language slug keep the empty shell.
 */
export function prerender(options: PrerenderOptions): Plugin {
  const { appDir, campaign, base, outDir, standalone, define } = options;
  /** Client chunks by source module (template and language chunks), with their static imports. */
  const chunks = new Map<string, { file: string; imports: string[] }>();
  let ssr = false;
  return {
    name: 'lander-prerender',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(_, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.facadeModuleId)
          chunks.set(item.facadeModuleId, { file: item.fileName, imports: item.imports });
      }
    },
    async closeBundle() {
      if (ssr) return;
      const cache = path.join(appDir, 'node_modules/.cache');
      mkdirSync(cache, { recursive: true });
      const tmp = mkdtempSync(path.join(cache, 'lander-prerender-'));
      try {
        await build({
          configFile: false,
          root: appDir,
          base,
          logLevel: 'warn',
          plugins: [react(), styledComponentIds(path.resolve(appDir, '../..'))],
          define,
          ssr: { noExternal: [/^@dating\//, 'styled-components'] },
          build: {
            ssr: 'src/prerender/render-lander.tsx',
            outDir: tmp,
            emptyOutDir: true,
            target: 'node20',
            rollupOptions: { output: { entryFileNames: 'render-lander.mjs' } },
          },
        });
        const worker = path.join(tmp, 'worker.mjs');
        writeFileSync(worker, WORKER);
        const entry = pathToFileURL(path.join(tmp, 'render-lander.mjs')).href;
        const shell = inlineStylesheets(readFileSync(path.join(outDir, 'index.html'), 'utf8'), (href) =>
          readFileSync(path.join(outDir, href.slice(base.length)), 'utf8'),
        );
        const pages = prerenderedPages(campaign, standalone);
        const firstPhoto = campaign.profiles.find((p) => p.photo)?.photo?.src;
        const preloadOf = (source: string): string[] => {
          const found = [...chunks.entries()].find(([id]) => id.endsWith(source));
          if (!found) return [];
          return [found[1].file, ...found[1].imports].map((file) => `${base}${file}`);
        };
        const templateSource: Record<LanderTemplate, string> = Object.fromEntries(
          LANDER_TEMPLATES.map((t) => [t, `/src/templates/${t}/`]),
        ) as Record<LanderTemplate, string>;
        for (const template of new Set(pages.map((p) => p.template))) {
          const own = pages.filter((p) => p.template === template);
          const rendered = await renderInWorker(
            worker,
            entry,
            template,
            own.map((p) => p.locale),
          );
          own.forEach((page, i) => {
            const templateChunk = [...chunks.entries()].find(
              ([id]) => id.includes(templateSource[template]) && id.endsWith('-lander.tsx'),
            );
            const preload = [
              ...(templateChunk
                ? [templateChunk[1].file, ...templateChunk[1].imports].map((f) => `${base}${f}`)
                : []),
              ...preloadOf(`/locales/${page.locale}/landers.json`),
            ].filter((href, k, all) => all.indexOf(href) === k && !shell.includes(`"${href}"`));
            const file = path.join(outDir, page.dir, 'index.html');
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(
              file,
              prerenderedHtml(shell, {
                ...(rendered[i] as RenderedLander),
                template,
                locale: page.locale,
                preload,
                images: priorityImages((rendered[i] as RenderedLander).html, firstPhoto),
              }),
            );
          });
        }
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}
