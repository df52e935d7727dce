import { defineConfig } from 'vite';
import { createLanderConfig, loadCampaign } from './config/create-lander-config';

/**
 * The default lander build: every template under `/landers/`, with the campaign of LANDERS_CAMPAIGN. Awaited at
 * the top level: the demo members are rendered while the config loader can still import the seed's code.
 */
const config = await createLanderConfig({
  campaign: loadCampaign(process.env.LANDERS_CAMPAIGN ?? 'default'),
  base: '/landers/',
  outDir: 'dist',
  standalone: false,
});

export default defineConfig(config);
