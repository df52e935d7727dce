import { legalVars } from '../../lib/legal-t';
import { LegalArticle, LegalSections, type SectionSpec } from '../legal-article';
import type { PageContentProps } from './page-props';

const SECTIONS = [
  { id: 'what', heading: 'cookies.what.heading', body: 'cookies.what.body' },
  { id: 'essential', heading: 'cookies.essential.heading', body: 'cookies.essential.body' },
  { id: 'preferences', heading: 'cookies.preferences.heading', body: 'cookies.preferences.body' },
  { id: 'control', heading: 'cookies.control.heading', body: 'cookies.control.body' },
] as const satisfies readonly SectionSpec[];

export function CookiesContent({ t, site }: PageContentProps) {
  return (
    <LegalArticle title={t('cookies.title')}>
      <LegalSections t={t} sections={SECTIONS} vars={legalVars(site)} />
    </LegalArticle>
  );
}
