import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Container, Footer, FooterLinks, LogoBar, Main, Page } from './lander-layout.styles';
import { Logo } from '@dating/ui/logo';
import { SkipLink } from '@dating/ui/skip-link';
import { LEGAL_PAGES, legalPagePath, type LegalPageKey } from '@dating/core/domain';

/** The footer label of each legal page (`landers` namespace). */
const LEGAL_LABELS = {
  terms: 'footer.terms',
  privacy: 'footer.privacy',
  cookies: 'footer.cookies',
  ban: 'footer.ban',
  returnPolicy: 'footer.returnPolicy',
  service: 'footer.service',
  faq: 'footer.faq',
} as const satisfies Record<LegalPageKey, ParseKeys<'landers'>>;

/** Legal pages served by apps/legal at the front door, in footer order. */
export const LEGAL_LINKS = LEGAL_PAGES.map((page) => ({
  path: legalPagePath(page.key),
  label: LEGAL_LABELS[page.key],
}));

export interface LanderLayoutProps {
  siteName: string;
  /** Origin prefix for site links ('' on the site itself). */
  siteUrl: string;
  children: ReactNode;
}

/** The lander layout of spec §2: logo bar, content, footer with legal links and the adult disclaimer. */
export function LanderLayout({ siteName, siteUrl, children }: LanderLayoutProps) {
  const { t } = useTranslation('landers');
  return (
    <Page>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <LogoBar>
        <Container>
          <Logo href={`${siteUrl}/`} label={t('homeLink', { site: siteName })} name={siteName} />
        </Container>
      </LogoBar>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        <Container>
          <nav aria-label={t('footer.nav')}>
            <FooterLinks>
              {LEGAL_LINKS.map((link) => (
                <li key={link.path}>
                  <a href={`${siteUrl}${link.path}`}>{t(link.label)}</a>
                </li>
              ))}
            </FooterLinks>
          </nav>
          <p>{t('disclaimer')}</p>
        </Container>
      </Footer>
    </Page>
  );
}
