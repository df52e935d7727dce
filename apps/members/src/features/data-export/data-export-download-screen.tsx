'use client';

import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@dating/core/client';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { ResultPanel } from '@/components/form/result-panel';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { getBrowserApi } from '@/lib/browser-api';
import { LinkButton } from '@/components/page/link-button';
import { QueryFallback } from '@/components/page/query-fallback';

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** Bytes as the member reads them: "2.4 MB", "830 kB". */
function formatSize(bytes: number, locale: string): string {
  const mb = bytes / 1_000_000;
  const n = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return mb >= 1 ? `${n.format(mb)} MB` : `${n.format(Math.max(1, Math.round(bytes / 1000)))} kB`;
}

/**
 * `/data-export?token=…`, the page of the mailed link (ADR 0036): for the logged-in member it was made for, the
 * ZIP's size, until when the link works and the download; for an unknown, expired or another member's link the
 * same translated "this link has expired" with the way to ask again.
 */
export function DataExportDownloadScreen({ token }: { token: string }) {
  const { t } = useTranslation('data-export');
  const locale = useLocale();
  const shaped = TOKEN_RE.test(token);
  const link = useQuery({
    queryKey: ['data-export', 'link', token],
    queryFn: () => getBrowserApi().dataExport.link(token),
    enabled: shaped,
    retry: false,
  });

  const expired = !shaped || (isApiError(link.error) && link.error.code === 'token_invalid');
  let body;
  if (expired) {
    body = (
      <ResultPanel tone="danger" message={t('download.expired')} testId="data-export-expired">
        <LinkButton href="/notifications">{t('download.toSettings')}</LinkButton>
      </ResultPanel>
    );
  } else if (link.data) {
    const until = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(link.data.expires_at),
    );
    body = (
      <>
        <Lead>{t('download.lead', { size: formatSize(link.data.bytes, locale) })}</Lead>
        <p>{t('download.until', { date: until })}</p>
        <div>
          <Button href={link.data.download_url} download data-testid="data-export-download">
            {t('download.button')}
          </Button>
        </div>
      </>
    );
  } else {
    body = <QueryFallback query={link} failed={t('section.loadFailed')} retry={t('section.retry')} />;
  }

  return (
    <PageContainer $width="narrow" data-screen="data-export">
      <PageTitle>{expired ? t('download.expiredTitle') : t('download.title')}</PageTitle>
      {body}
    </PageContainer>
  );
}
