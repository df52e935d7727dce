import { legalVars } from '../../lib/legal-t';
import { LegalArticle, LegalSections } from '../legal-article';
import type { PageContentProps } from './page-props';
import { oneSection, sectionsOf } from './sections-page';

const SECTIONS = sectionsOf('privacy', ['controller', 'data', 'purposes', 'retention', 'rights']);

const US_SECTION = oneSection('us', 'privacy.us.heading', 'privacy.us.body');

/** Privacy policy; in English, sites with the US footer flag also show the en-US notice (spec §2, §9). */
export function PrivacyContent({ t, site, locale }: PageContentProps) {
  const vars = legalVars(site);
  const showUs = locale === 'en' && site.settings.us_footer;
  return (
    <LegalArticle title={t('privacy.title')}>
      <LegalSections t={t} sections={SECTIONS} vars={vars} />
      {showUs ? <LegalSections t={t} sections={US_SECTION} vars={vars} /> : null}
    </LegalArticle>
  );
}
