import { legalVars, type LegalKey } from '../../lib/legal-t';
import { LegalArticle, LegalSections, type SectionSpec } from '../legal-article';
import type { PageContentProps } from './page-props';

/** A page of plain translated sections under its title (the ban and cookie policies). */
export function sectionsPage(title: LegalKey, sections: readonly SectionSpec[]) {
  return function SectionsPage({ t, site }: PageContentProps) {
    return (
      <LegalArticle title={t(title)}>
        <LegalSections t={t} sections={sections} vars={legalVars(site)} />
      </LegalArticle>
    );
  };
}

/** One plain section, for a page that mixes plain sections with its own. */
export const oneSection = (id: string, heading: LegalKey, body: LegalKey): readonly SectionSpec[] => [
  { id, heading, body },
];
