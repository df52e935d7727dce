import { termsVersionDate } from '@dating/core/domain';
import { formatLongDate, legalVars } from '../../lib/legal-t';
import { LegalArticle, LegalSections } from '../legal-article';
import type { PageContentProps } from './page-props';
import { sectionsOf } from './sections-page';

const SECTIONS = sectionsOf('terms', ['about', 'eligibility', 'credits', 'fictional', 'conduct', 'changes']);

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
