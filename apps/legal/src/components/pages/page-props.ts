import type { Locale } from '@dating/i18n';
import type { SiteData } from '../../lib/site-data';
import type { LegalT } from '../../lib/legal-t';

/** What every page body renders from: translations, the site's data and the language. */
export interface PageContentProps {
  t: LegalT;
  site: SiteData;
  locale: Locale;
}
