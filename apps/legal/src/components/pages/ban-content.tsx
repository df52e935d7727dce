import { legalVars } from '../../lib/legal-t';
import { LegalArticle, LegalSections, type SectionSpec } from '../legal-article';
import type { PageContentProps } from './page-props';

const SECTIONS = [
  { id: 'grounds', heading: 'ban.grounds.heading', body: 'ban.grounds.body' },
  { id: 'process', heading: 'ban.process.heading', body: 'ban.process.body' },
  { id: 'appeal', heading: 'ban.appeal.heading', body: 'ban.appeal.body' },
] as const satisfies readonly SectionSpec[];

export function BanContent({ t, site }: PageContentProps) {
  return (
    <LegalArticle title={t('ban.title')}>
      <LegalSections t={t} sections={SECTIONS} vars={legalVars(site)} />
    </LegalArticle>
  );
}
