import type { ComponentType, ReactNode } from 'react';
import { Container } from '../../layout/lander-layout.styles';
import { SignupPanel } from './signup-panel';
import { Lead, Split, Title } from './split.styles';
import type { TemplateProps } from './template-props';

export interface SplitHeroProps extends TemplateProps {
  /** The template's own section (its background and padding), labelled by the hero's title. */
  section: ComponentType<{ 'aria-labelledby': string; children: ReactNode }>;
  /** The copy (`HeroCopy` first) and the template's piece. */
  children: ReactNode;
}

/** The hero of the split templates: the copy and the template's piece, with the sign-up beside them. */
export function SplitHero({ section: Section, children, ...template }: SplitHeroProps) {
  return (
    <Section aria-labelledby="hero-title">
      <Container>
        <Split>
          <div>{children}</div>
          <SignupPanel {...template} />
        </Split>
      </Container>
    </Section>
  );
}

/** The hero's title (it labels the section) and lead. */
export function HeroCopy({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <Title id="hero-title">{title}</Title>
      <Lead>{lead}</Lead>
    </>
  );
}
