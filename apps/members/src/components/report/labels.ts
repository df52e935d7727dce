'use client';

import { type TReportReason } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';

/** The report reasons in the member's language, in the dialog's order (every key literal for the i18n check). */
export function useReportReasonLabels(): Record<TReportReason, string> {
  const { t } = useTranslation('report');
  return {
    fake_scam: t('reasons.fake_scam'),
    harassment_hate: t('reasons.harassment_hate'),
    sexual_non_consent: t('reasons.sexual_non_consent'),
    underage: t('reasons.underage'),
    spam: t('reasons.spam'),
    violence_threats: t('reasons.violence_threats'),
    other: t('reasons.other'),
  };
}
