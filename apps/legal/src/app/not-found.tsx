import type { Metadata } from 'next';
import { getServerI18n } from '@dating/i18n/server';
import { NotFoundContent } from '../components/not-found-content';
import { loadLocale } from '../lib/site-data';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = getServerI18n(await loadLocale(), 'legal');
  return { title: t('notFound.title'), robots: { index: false } };
}

// Next.js requires the special files as default exports.
export default async function NotFound() {
  const { t } = getServerI18n(await loadLocale(), 'legal');
  return <NotFoundContent t={t} />;
}
