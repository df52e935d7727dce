import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { preload } from 'react-dom';
import { getServerI18n } from '@dating/i18n/server';
import '@dating/ui/fonts.css';
import { fontPreloads } from '@dating/ui/fonts';
import { Providers } from '../components/providers';
import { SkipLink } from '@dating/ui/skip-link';
import { Main, Shell, Container } from '../components/primitives';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { backTarget } from '../lib/back-link';
import { requestHost } from '../lib/request-host';
import { loadLocale, loadSiteOrNull } from '../lib/site-data';

export const metadata: Metadata = {
  robots: { index: true, follow: true },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#D6334F',
};

/**
 * The frame of every legal page: `<html lang>`, header (logo and a back link: `/members` for a member, `/`
 * for a visitor), main content, footer
 * with links to all legal pages and the company details. When the API is down the frame still renders
 * (without company details) and the page's error boundary explains.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, site, headerList, cookieStore] = await Promise.all([
    loadLocale(),
    loadSiteOrNull(),
    headers(),
    cookies(),
  ]);
  const { t } = getServerI18n(locale, 'legal');
  const siteName = site?.settings.name ?? requestHost(headerList) ?? '';
  const back = backTarget(
    cookieStore.getAll().map((cookie) => cookie.name),
    (name) => cookieStore.get(name)?.value,
  );
  // The house font (`@dating/ui/fonts.css`): its latin file is preloaded in the <head>.
  for (const font of fontPreloads) preload(font.href, font);
  const errorLabels = {
    title: t('error.title'),
    body: t('error.body'),
    retry: t('error.retry'),
    home: t('error.home'),
  };

  return (
    <html lang={locale}>
      <body>
        <Providers errorLabels={errorLabels}>
          <Shell>
            <SkipLink href="#main">{t('layout.skipToContent')}</SkipLink>
            <SiteHeader
              siteName={siteName}
              homeLabel={
                back.member
                  ? t('layout.membersLink', { site: siteName })
                  : t('layout.homeLink', { site: siteName })
              }
              backHref={back.href}
              backLabel={back.member ? t('layout.backToMembers') : t('layout.backToSite')}
            />
            <Main id="main" tabIndex={-1}>
              <Container>{children}</Container>
            </Main>
            <SiteFooter t={t} company={site?.company ?? null} year={new Date().getUTCFullYear()} />
          </Shell>
        </Providers>
      </body>
    </html>
  );
}
