import { termsVersionDate } from '@dating/core/domain';
import { formatLongDate, legalVars } from '../../lib/legal-t';
import { LegalArticle, LegalSections, type SectionSpec } from '../legal-article';
import type { PageContentProps } from './page-props';

const SECTIONS = [
  { id: 'about', heading: 'terms.about.heading', body: 'terms.about.body' },
  { id: 'eligibility', heading: 'terms.eligibility.heading', body: 'terms.eligibility.body' },
  { id: 'credits', heading: 'terms.credits.heading', body: 'terms.credits.body' },
  { id: 'fictional', heading: 'terms.fictional.heading', body: 'terms.fictional.body' },
  { id: 'conduct', heading: 'terms.conduct.heading', body: 'terms.conduct.body' },
  { id: 'changes', heading: 'terms.changes.heading', body: 'terms.changes.body' },
] as const satisfies readonly SectionSpec[];

/** Terms and conditions with their version date (spec §9: the floor date or the company-added date). */
export function TermsContent({ t, site, locale }: PageContentProps) {
  const version = termsVersionDate(site.company.added);
  return (
    <LegalArticle
      title={t('terms.title')}
      lead={t('terms.version', { date: formatLongDate(version, locale) })}
    >
      <LegalSections t={t} sections={SECTIONS} vars={legalVars(site)} />
    </LegalArticle>
  );
}
