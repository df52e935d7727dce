import type { ReactNode } from 'react';
import type { LegalKey, LegalT, LegalVars } from '../lib/legal-t';
import { Article, Lead, Section, Title } from './primitives';

export interface LegalArticleProps {
  title: string;
  /** A line under the title, e.g. the terms' version date. */
  lead?: ReactNode;
  children: ReactNode;
}

/** One legal page: a titled article. */
export function LegalArticle({ title, lead, children }: LegalArticleProps) {
  return (
    <Article aria-labelledby="page-title">
      <Title id="page-title">{title}</Title>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Article>
  );
}

export interface SectionSpec {
  id: string;
  heading: LegalKey;
  body: LegalKey;
}

export interface LegalSectionProps {
  id: string;
  heading: string;
  children: ReactNode;
}

/** A headed section, named by its heading for landmark navigation. */
export function LegalSection({ id, heading, children }: LegalSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </Section>
  );
}

export interface LegalSectionsProps {
  t: LegalT;
  sections: readonly SectionSpec[];
  vars: LegalVars;
}

/** Sections whose heading and body are plain translated texts. */
export function LegalSections({ t, sections, vars }: LegalSectionsProps) {
  return (
    <>
      {sections.map((section) => (
        <LegalSection key={section.id} id={section.id} heading={t(section.heading, vars)}>
          <p>{t(section.body, vars)}</p>
        </LegalSection>
      ))}
    </>
  );
}
