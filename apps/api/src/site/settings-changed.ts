import type { App } from '../types';
import { invalidateSiteSettings } from './settings-repo';

/**
 * After a change of `sites` or `countries`: forgets the cached settings in this process at once and, with
 * Redis, in every other API process (ADR 0032).
 */
export function siteSettingsChanged(app: App): void {
  invalidateSiteSettings(app.db.db);
  app.sessionCache.revoke({ sites: true }, true);
}
