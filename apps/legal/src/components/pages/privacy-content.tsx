import { legalVars } from '../../lib/legal-t';
import { LegalArticle, LegalSections, type SectionSpec } from '../legal-article';
import type { PageContentProps } from './page-props';
import { oneSection } from './sections-page';

const SECTIONS = [
  { id: 'controller', heading: 'privacy.controller.heading', body: 'privacy.controller.body' },
  { id: 'data', heading: 'privacy.data.heading', body: 'privacy.data.body' },
  { id: 'purposes', heading: 'privacy.purposes.heading', body: 'privacy.purposes.body' },
  { id: 'retention', heading: 'privacy.retention.heading', body: 'privacy.retention.body' },
  { id: 'rights', heading: 'privacy.rights.heading', body: 'privacy.rights.body' },
] as const satisfies readonly SectionSpec[];

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
