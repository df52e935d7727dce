import { legalVars } from '../../lib/legal-t';
import { LegalArticle, LegalSection, LegalSections, type SectionSpec } from '../legal-article';
import type { PageContentProps } from './page-props';

const DIGITAL = [
  { id: 'digital', heading: 'returnPolicy.digital.heading', body: 'returnPolicy.digital.body' },
] as const satisfies readonly SectionSpec[];
const HOW_TO = [
  { id: 'how-to', heading: 'returnPolicy.howTo.heading', body: 'returnPolicy.howTo.body' },
] as const satisfies readonly SectionSpec[];

/** Return policy; the refund window comes from the site's `refund_days`. */
export function ReturnPolicyContent({ t, site }: PageContentProps) {
  const vars = legalVars(site);
  return (
    <LegalArticle title={t('returnPolicy.title')}>
      <LegalSections t={t} sections={DIGITAL} vars={vars} />
      <LegalSection id="refunds" heading={t('returnPolicy.refunds.heading')}>
        <p>{t('returnPolicy.refunds.body', { count: site.settings.refund_days })}</p>
      </LegalSection>
      <LegalSections t={t} sections={HOW_TO} vars={vars} />
    </LegalArticle>
  );
}
