'use client';

import { isApiError } from '@dating/core/client';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import styled from 'styled-components';
import { Panel } from '@/components/page/panel';
import { useDataExportState, useRequestDataExport } from './use-data-export';
import { QueryFallback } from '@/components/page/query-fallback';

/** A card of the settings page like its neighbours: tighter on phones, paragraphs without margins. */
const Section = styled(Panel)`
  min-width: 0;

  p {
    margin: 0;
  }

  ${({ theme }) => theme.media.down('sm')} {
    padding: ${({ theme }) => theme.spacing[4]};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** A moment in the member's language, e.g. "21 November 2026, 10:00". */
function useFormatMoment(): (iso: string | null | undefined) => string {
  const locale = useLocale();
  return (iso) => {
    const date = iso ? new Date(iso) : null;
    if (!date || Number.isNaN(date.getTime())) return '';
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  };
}

/**
 * "Download my data" in /notifications (issue 15 item 7, ADR 0036): what the newest request is doing, and a
 * button to ask for a new ZIP (once a day: the button is off until the next possible time, which is shown).
 */
export function DataExportSection() {
  const { t } = useTranslation('data-export');
  const toast = useToast();
  const errorText = useApiErrorText();
  const moment = useFormatMoment();
  const state = useDataExportState();
  const request = useRequestDataExport();

  let status = null;
  if (state.data) {
    const s = state.data;
    const lines: string[] = [];
    if (s.status === 'queued' || s.status === 'building') lines.push(t('section.queued'));
    if (s.status === 'ready') lines.push(t('section.ready', { date: moment(s.expires_at) }));
    if (s.status === 'expired') lines.push(t('section.expired'));
    if (s.status === 'failed') lines.push(t('section.failed'));
    if (s.next_at) lines.push(t('section.nextAt', { date: moment(s.next_at) }));
    status = lines.length ? (
      <div role="status" data-testid="data-export-status">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    ) : null;
  } else {
    status = <QueryFallback query={state} failed={t('section.loadFailed')} retry={t('section.retry')} />;
  }

  const error = request.error;
  const tooSoon = isApiError(error) && error.code === 'rate_limited' && error.envelope?.error.params?.next_at;
  const waiting = Boolean(state.data?.next_at);

  return (
    <Section aria-labelledby="data-export-title" data-testid="data-export">
      <h2 id="data-export-title">{t('section.title')}</h2>
      <Lead>{t('section.lead')}</Lead>
      {status}
      <div>
        <Button
          variant="outline"
          loading={request.isPending}
          disabled={waiting || !state.data}
          onClick={() =>
            request.mutate(undefined, {
              onSuccess: () => toast.show({ tone: 'success', title: t('section.requested') }),
            })
          }
        >
          {t('section.button')}
        </Button>
      </div>
      {request.isError ? (
        <Alert tone="danger" data-testid="data-export-error">
          {tooSoon ? t('section.tooSoon', { date: moment(String(tooSoon)) }) : errorText(error)}
        </Alert>
      ) : null}
    </Section>
  );
}
