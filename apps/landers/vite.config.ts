import { defineConfig } from 'vite';
import { createLanderConfig, loadCampaign } from './config/create-lander-config';

/** The default lander build: every template under `/landers/`, with the campaign of LANDERS_CAMPAIGN. */
export default defineConfig(async () =>
  createLanderConfig({
    campaign: loadCampaign(process.env.LANDERS_CAMPAIGN ?? 'default'),
    base: '/landers/',
    outDir: 'dist',
    standalone: false,
  }),
);
