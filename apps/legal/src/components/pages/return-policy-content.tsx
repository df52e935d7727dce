import { legalVars } from '../../lib/legal-t';
import { LegalArticle, LegalSection, LegalSections } from '../legal-article';
import type { PageContentProps } from './page-props';
import { oneSection } from './sections-page';

const DIGITAL = oneSection('digital', 'returnPolicy.digital.heading', 'returnPolicy.digital.body');
const HOW_TO = oneSection('how-to', 'returnPolicy.howTo.heading', 'returnPolicy.howTo.body');

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
