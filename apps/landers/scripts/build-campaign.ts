/**
 * Standalone static bundle for one campaign:
 *   pnpm --filter @dating/landers build:campaign --campaign summer-nl [--base /some/path/]
 *     [--site-url https://amora.example] [--out dist/elsewhere/summer-nl]
 * reads campaigns/<name>.json and writes dist/campaigns/<name>/ (index.html + assets, base for that folder).
 * `--site-url` points a bundle for another static host at the site (sign-up links, legal pages, the bounce
 * beacon), overriding the campaign's `siteUrl`; `--out` writes it somewhere else than dist/campaigns/<name>/.
 */
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { createLanderConfig, loadCampaign } from '../config/create-lander-config';

const { values } = parseArgs({
  options: {
    campaign: { type: 'string' },
    base: { type: 'string' },
    'site-url': { type: 'string' },
    out: { type: 'string' },
  },
  allowPositionals: false,
});

const name = values.campaign;
if (!name) {
  console.error(
    'Usage: build:campaign --campaign <name> [--base /public/path/] [--site-url https://site] [--out dir]',
  );
  process.exit(1);
}

const loaded = loadCampaign(name);
const siteUrl = values['site-url'];
if (siteUrl !== undefined && !/^https?:\/\/[^/]+$/.test(siteUrl)) {
  console.error('--site-url must be an origin such as https://amora.example (no path, no trailing slash)');
  process.exit(1);
}
const campaign = siteUrl === undefined ? loaded : { ...loaded, siteUrl };
const outDir = values.out ?? `dist/campaigns/${campaign.name}`;
const base = values.base ?? `/landers/campaigns/${campaign.name}/`;
if (!base.startsWith('/') || !base.endsWith('/')) {
  console.error('--base must start and end with "/"');
  process.exit(1);
}

await build({
  configFile: false,
  ...(await createLanderConfig({ campaign, base, outDir, standalone: true })),
});
console.log(
  `Campaign "${campaign.name}" built into ${outDir}/ (base ${base}${campaign.siteUrl ? `, site ${campaign.siteUrl}` : ''})`,
);
