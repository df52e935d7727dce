/** Lander templates this app can render (spec §2 lists more; they arrive one by one). */
export const LANDER_TEMPLATES = ['gallery'] as const;
export type LanderTemplate = (typeof LANDER_TEMPLATES)[number];

export function isLanderTemplate(value: string): value is LanderTemplate {
  return (LANDER_TEMPLATES as readonly string[]).includes(value);
}
