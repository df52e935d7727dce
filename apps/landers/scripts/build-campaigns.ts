/**
 * Every campaign's standalone bundle, one after the other:
 *   pnpm --filter @dating/landers build:campaigns
 * Same output as `build:campaign --campaign <name>` for each `campaigns/<name>.json` (default base).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { APP_DIR, createLanderConfig, loadCampaign } from '../config/create-lander-config';

const names = readdirSync(path.join(APP_DIR, 'campaigns'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

for (const name of names) {
  const campaign = loadCampaign(name);
  const base = `/landers/campaigns/${campaign.name}/`;
  await build({
    configFile: false,
    logLevel: 'warn',
    ...(await createLanderConfig({
      campaign,
      base,
      outDir: `dist/campaigns/${campaign.name}`,
      standalone: true,
    })),
  });
  console.log(
    `Campaign "${campaign.name}" (${campaign.template}) built into dist/campaigns/${campaign.name}/`,
  );
}
