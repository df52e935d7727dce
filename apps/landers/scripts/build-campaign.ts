/**
 * Standalone static bundle for one campaign:
 *   pnpm --filter @dating/landers build:campaign --campaign summer-nl [--base /some/path/]
 * reads campaigns/<name>.json and writes dist/campaigns/<name>/ (index.html + assets, base for that folder).
 */
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { createLanderConfig, loadCampaign } from '../config/create-lander-config';

const { values } = parseArgs({
  options: { campaign: { type: 'string' }, base: { type: 'string' } },
  allowPositionals: false,
});

const name = values.campaign;
if (!name) {
  console.error('Usage: build:campaign --campaign <name> [--base /public/path/]');
  process.exit(1);
}

const campaign = loadCampaign(name);
const base = values.base ?? `/landers/campaigns/${campaign.name}/`;
if (!base.startsWith('/') || !base.endsWith('/')) {
  console.error('--base must start and end with "/"');
  process.exit(1);
}

await build({
  configFile: false,
  ...createLanderConfig({ campaign, base, outDir: `dist/campaigns/${campaign.name}`, standalone: true }),
});
console.log(`Campaign "${campaign.name}" built into dist/campaigns/${campaign.name}/ (base ${base})`);
