/// <reference types="vite/client" />
import type { TCampaign } from './campaign/campaign-schema';

declare global {
  /** The campaign config, inlined at build time by `define` (see config/create-lander-config.ts). */
  const __LANDER_CAMPAIGN__: TCampaign;
  /** True in a standalone campaign bundle: the path after the base is only the optional slug. */
  const __LANDER_STANDALONE__: boolean;
}
