import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { ZCampaign, type TCampaign } from '../src/campaign/campaign-schema';
import { LANDER_TEMPLATES } from '../src/campaign/templates';
import { emitDemoAvatars, renderDemoAvatars } from './demo-avatars';
import { prerender } from './prerender';
import { styledComponentIds } from './styled-component-ids';

export const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The monorepo's root: styled component ids are named by their file relative to it. */
export const WORKSPACE_DIR = path.resolve(APP_DIR, '../..');
const CAMPAIGN_NAME = /^[a-z0-9-]+$/;

/** Reads and validates `campaigns/<name>.json`; the name is checked so it can never leave the folder. */
export function loadCampaign(name: string): TCampaign {
  if (!CAMPAIGN_NAME.test(name)) throw new Error(`Invalid campaign name "${name}" (use a-z, 0-9 and -)`);
  const file = path.join(APP_DIR, 'campaigns', `${name}.json`);
  const campaign = ZCampaign.parse(JSON.parse(readFileSync(file, 'utf8')));
  if (campaign.name !== name) throw new Error(`${file}: "name" must be "${name}"`);
  return campaign;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Puts the campaign's site name and language into index.html, so the page is right before JS runs. */
function campaignHtml(campaign: TCampaign): Plugin {
  return {
    name: 'lander-campaign-html',
    transformIndexHtml(html) {
      return html
        .replace('<html lang="en">', `<html lang="${campaign.defaultLanguage ?? 'en'}">`)
        .replace(/<title>.*<\/title>/, `<title>${escapeHtml(campaign.siteName)}</title>`);
    },
  };
}

/**
 * Writes `routes.json` (the templates this build renders) beside index.html, so the static server can answer
 * paths of templates that do not exist with a real 404 status while still serving the app's 404 view.
 */
function routesManifest(standalone: boolean): Plugin {
  return {
    name: 'lander-routes-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: JSON.stringify({ templates: LANDER_TEMPLATES, standalone }),
      });
    },
  };
}

/** Removes only this build's own output (the shell, assets and prerendered pages), so `dist/campaigns/*` survive a rebuild of the default lander. */
function cleanOwnOutput(outDir: string): Plugin {
  return {
    name: 'lander-clean-own-output',
    apply: 'build',
    buildStart() {
      rmSync(path.join(outDir, 'index.html'), { force: true });
      rmSync(path.join(outDir, 'assets'), { recursive: true, force: true });
      for (const template of LANDER_TEMPLATES)
        rmSync(path.join(outDir, template), { recursive: true, force: true });
    },
  };
}

export interface LanderConfigOptions {
  campaign: TCampaign;
  /** Public path the bundle is served from, with a trailing slash. */
  base: string;
  /** Output folder, relative to the app. */
  outDir: string;
  /** A standalone campaign bundle: the path after `base` is only the optional slug. */
  standalone: boolean;
}

/** The build of one campaign; async because the demo members' avatars are rendered first (config/demo-avatars.ts). */
export async function createLanderConfig({
  campaign: fromFile,
  base,
  outDir,
  standalone,
}: LanderConfigOptions): Promise<UserConfig> {
  const absoluteOut = path.resolve(APP_DIR, outDir);
  const { campaign, files } = await renderDemoAvatars(fromFile, base);
  const define = {
    __LANDER_CAMPAIGN__: JSON.stringify(campaign),
    __LANDER_STANDALONE__: JSON.stringify(standalone),
  };
  return {
    root: APP_DIR,
    base,
    appType: 'spa',
    plugins: [
      react(),
      styledComponentIds(WORKSPACE_DIR),
      campaignHtml(campaign),
      routesManifest(standalone),
      ...(standalone ? [] : [cleanOwnOutput(absoluteOut)]),
      emitDemoAvatars(files),
      prerender({ appDir: APP_DIR, campaign, base, outDir: absoluteOut, standalone, define }),
    ],
    define,
    build: {
      outDir: absoluteOut,
      emptyOutDir: standalone,
      target: 'es2022',
      assetsDir: 'assets',
      // Every browser the landers support has modulepreload (and prerendered pages preload their chunks).
      modulePreload: { polyfill: false },
    },
  };
}
