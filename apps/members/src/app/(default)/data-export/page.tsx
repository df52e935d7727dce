import { type Metadata } from 'next';
import { getServerI18n } from '@dating/i18n/server';
import { DataExportDownloadScreen } from '@/features/data-export/data-export-download-screen';
import { getRequestLocale } from '@/lib/server/locale';
import { requireMember } from '@/lib/server/require-member';
import { Translations } from '@/lib/server/translations';

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await getRequestLocale();
  const { t } = await getServerI18n(locale, 'data-export');
  return { title: t('download.title'), robots: { index: false, follow: false } };
}

/**
 * `/data-export?token=…`: the "Download my data" mail's link (ADR 0036). Member-only: the download needs the
 * member the export was made for, logged in.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  await requireMember('/data-export');
  const { token } = await searchParams;
  return (
    <Translations of="/data-export">
      <DataExportDownloadScreen token={typeof token === 'string' ? token : ''} />
    </Translations>
  );
}
