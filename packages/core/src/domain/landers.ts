/** Lander templates: the nine of spec §2 (`/landers/{template}/{slug?}`). */
export const LANDER_TEMPLATES = [
  'gallery',
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderTemplate = (typeof LANDER_TEMPLATES)[number];

export function isLanderTemplate(value: string): value is LanderTemplate {
  return (LANDER_TEMPLATES as readonly string[]).includes(value);
}

/** A campaign name (`apps/landers/campaigns/<name>.json`). */
export const CAMPAIGN_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
