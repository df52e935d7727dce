import type { ComponentType } from 'react';
import type { Metadata } from 'next';
import { getServerI18n } from '@dating/i18n/server';
import type { PageContentProps } from '../components/pages/page-props';
import type { LegalKey } from './legal-t';
import { loadLocale, loadSite, loadSiteOrNull } from './site-data';

/**
 * A legal route: translated `<title>` ("Terms and conditions | Site") and the page body rendered on the
 * server from the site's settings and company details. A failed API call reaches the error boundary.
 */
export function legalRoute(titleKey: LegalKey, Content: ComponentType<PageContentProps>) {
  async function generateMetadata(): Promise<Metadata> {
    const [locale, site] = await Promise.all([loadLocale(), loadSiteOrNull()]);
    const { t } = getServerI18n(locale, 'legal');
    const page = t(titleKey);
    return { title: site ? t('layout.titleTemplate', { page, site: site.settings.name }) : page };
  }

  async function Page() {
    const [locale, site] = await Promise.all([loadLocale(), loadSite()]);
    const { t } = getServerI18n(locale, 'legal');
    return <Content t={t} site={site} locale={locale} />;
  }

  return { generateMetadata, Page };
}
