import type { TLocale } from '@dating/core/contracts';
import type { LanderTemplate } from '../campaign/templates';

/** Set on `#root` by the prerender: which template in which language the HTML inside it is. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The attribute's value, e.g. `gallery:nl`; `main.tsx` hydrates only when it names the visit's page. */
export const prerenderedKey = (template: LanderTemplate, locale: TLocale): string => `${template}:${locale}`;
