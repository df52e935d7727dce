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

/** The ids `I` for which a page `P` has both `P.I.heading` and `P.I.body` texts. */
type SectionId<P extends string> = {
  [K in LegalKey]: K extends `${P}.${infer I}.heading`
    ? `${P}.${I}.body` extends LegalKey
      ? I
      : never
    : never;
}[LegalKey];

/** A page's plain sections in order, each `<page>.<id>.heading` over `<page>.<id>.body`. */
export function sectionsOf<P extends string>(page: P, ids: readonly SectionId<P>[]): readonly SectionSpec[] {
  return ids.map((id) => ({
    id,
    heading: `${page}.${id}.heading` as LegalKey,
    body: `${page}.${id}.body` as LegalKey,
  }));
}
