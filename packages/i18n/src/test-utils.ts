import type { i18n } from 'i18next';

/** Untyped `t` for tests that add their own fixture keys (typed keys only know the English files). */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

export const looseT = (t: unknown): LooseT => t as LooseT;

/** Adds fixture bundles so behaviour tests do not depend on the real (concurrently edited) content. */
export function addFixtures(instance: i18n, fixtures: Record<string, Record<string, object>>): void {
  for (const [lng, namespaces] of Object.entries(fixtures)) {
    for (const [ns, data] of Object.entries(namespaces))
      instance.addResourceBundle(lng, ns, data, true, true);
  }
}
